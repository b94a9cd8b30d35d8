import { useQuery } from '@tanstack/react-query';
import { invitationQuery } from '../api/invitation';
import { EmailedLinkPage } from '../parts/emailed-link-page';
import { AcceptInvitationForm } from './accept-invitation-form';
import { DeadInvitation } from './dead-invitation';

/** /admin?invitation=…: the link from the invitation e-mail, where a new team member chooses a password. */
export function InvitationPage({ token }: { token: string }) {
  const lookup = useQuery(invitationQuery(token));
  return (
    <EmailedLinkPage
      lookup={lookup}
      live={
        lookup.data?.state === 'valid' ? (
          <AcceptInvitationForm token={token} invitation={lookup.data} onGone={() => void lookup.refetch()} />
        ) : null
      }
      dead={<DeadInvitation />}
      title="Join the team"
      checking="Checking your invitation link…"
      failed="The invitation could not be checked. Please reload the page."
    />
  );
}
