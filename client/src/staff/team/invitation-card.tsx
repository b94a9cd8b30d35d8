import { formatDateTime } from '../../../../shared/business-time';
import { staffRoleLabels } from '../../../../shared/team';
import type { TeamInvitation } from '../../../../shared/team-schema';
import { Button } from '../../ui/button';
import { ItemCard } from '../parts/item-card';

/** One pending invitation: who, role, when the link stops working, Resend and Revoke. */
export function InvitationCard({
  invitation: inv,
  busy,
  onResend,
  onRevoke,
}: {
  invitation: TeamInvitation;
  busy: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const headingId = `team-invitation-${inv.id}`;
  return (
    <ItemCard headingId={headingId} title={inv.name} subtitle={inv.email}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Role</dt>
        <dd>{staffRoleLabels[inv.role]}</dd>
      </dl>
      <p className={inv.expired ? 'text-sm font-semibold text-red-800' : 'text-sm text-ink-soft'}>
        {inv.expired ? (
          'Expired'
        ) : (
          <>
            Expires <time dateTime={inv.expiresAt}>{formatDateTime(inv.expiresAt)}</time>
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" disabled={busy} aria-describedby={headingId} onClick={onResend}>
          Resend
        </Button>
        <Button variant="destructive" size="sm" disabled={busy} aria-describedby={headingId} onClick={onRevoke}>
          Revoke
        </Button>
      </div>
    </ItemCard>
  );
}
