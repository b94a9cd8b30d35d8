import { formatDateTime } from '../../../../shared/business-time';
import type { AccountSession } from '../../../../shared/team';
import { StatusBadge } from '../parts/status-badge';
import { AccountItemCard } from './account-item-card';

/** One signed-in browser: what it is, from where, when; "End session" on every one but this device. */
export function SessionCard({ session, busy, onEnd }: { session: AccountSession; busy: boolean; onEnd: () => void }) {
  return (
    <AccountItemCard
      headingId={`session-${session.id}`}
      title={session.browser}
      badge={session.current ? <StatusBadge tone="good">This device</StatusBadge> : null}
      action={session.current ? undefined : { label: 'End session', busy, onClick: onEnd }}
    >
      {session.ip ? <p>from {session.ip}</p> : null}
      <p>
        Signed in <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>
      </p>
      <p>
        Last active <time dateTime={session.lastActiveAt}>{formatDateTime(session.lastActiveAt)}</time>
      </p>
    </AccountItemCard>
  );
}
