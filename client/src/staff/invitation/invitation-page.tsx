import { useQuery } from '@tanstack/react-query';
import { Card } from '../../ui/card';
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
          <>
            <h1 className="text-3xl leading-tight">Join the team</h1>
            {lookup.isError ? (
              <p role="alert" className="mt-3 text-red-800">
                The invitation could not be checked. Please reload the page.
              </p>
            ) : (
              <p role="status" className="mt-3 text-ink-soft">
                Checking your invitation link…
              </p>
            )}
          </>
        )}
      </Card>
    </AdminPageShell>
  );
}
