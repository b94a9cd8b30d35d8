import type { InvitationSent, TeamInvitation } from '../../../../shared/team-schema';
import { resendInvitation, revokeInvitation, teamRefresh } from '../api/team';
import { useAdminAction } from '../parts/use-admin-action';
import { InvitationCard } from './invitation-card';
import { Heading } from '../parts/dashboard-section';

/**
 * Invitations not yet used. Without a mail server a resend e-mails nothing, so its new link is
 * handed to `onLink` to be copied.
 */
export function InvitationsSection({
  invitations,
  mailConfigured,
  onLink,
}: {
  invitations: TeamInvitation[];
  mailConfigured: boolean;
  onLink: (sent: InvitationSent) => void;
}) {
  const resend = useAdminAction({
    run: (inv: TeamInvitation) => resendInvitation(inv.id),
    refresh: teamRefresh,
    done: () => (mailConfigured ? { title: 'Invitation sent again' } : { title: 'New invitation link ready' }),
    failed: 'Could not send the invitation again',
  });
  const revoke = useAdminAction({
    run: (inv: TeamInvitation) => revokeInvitation(inv.id),
    refresh: teamRefresh,
    done: () => ({ title: 'Invitation revoked' }),
    failed: 'Could not revoke the invitation',
  });
  const busy = resend.isPending || revoke.isPending;

  return (
    <section aria-labelledby="team-invitations-heading" className="mt-10">
      <Heading offset={1} id="team-invitations-heading" className="text-xl">
        Pending invitations
      </Heading>
      {invitations.length === 0 ? (
        <p className="mt-4 text-ink-soft">No pending invitations.</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {invitations.map((inv) => (
            <li key={inv.id} className="grid">
              <InvitationCard
                invitation={inv}
                busy={busy}
                onResend={() =>
                  resend.mutate(inv, {
                    onSuccess: (sent) => {
                      if (!mailConfigured) onLink(sent);
                    },
                  })
                }
                onRevoke={() => revoke.mutate(inv)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
