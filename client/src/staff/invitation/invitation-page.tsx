import { useQuery } from '@tanstack/react-query';
import { Card } from '../../ui/card';
import { CheckingLink } from '../parts/checking-link';
import { AdminPageShell } from '../shell/admin-page-shell';
import { AcceptInvitationForm } from './accept-invitation-form';
import { DeadInvitation } from './dead-invitation';
import { invitationQuery } from '../api/invitation';

/** /admin?invitation=…: the link from the invitation e-mail, where a new team member chooses a password. */
export function InvitationPage({ token }: { token: string }) {
  const lookup = useQuery(invitationQuery(token));

  return (
    <AdminPageShell>
      <Card className="mx-auto mt-4 max-w-md">
        {lookup.data?.state === 'valid' ? (
          <AcceptInvitationForm token={token} invitation={lookup.data} onGone={() => void lookup.refetch()} />
        ) : lookup.data ? (
          <DeadInvitation />
        ) : (
          <CheckingLink
            title="Join the team"
            checking="Checking your invitation link…"
            failed={lookup.isError ? 'The invitation could not be checked. Please reload the page.' : null}
          />
        )}
      </Card>
    </AdminPageShell>
  );
}
