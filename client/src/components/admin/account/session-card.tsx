import { formatDateTime } from '../../../../../shared/business-time';
import type { AccountSession } from '../../../../../shared/team';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { StatusBadge } from '../team/status-badge';

/** One signed-in browser: what it is, from where, when; "End session" on every one but this device. */
export function SessionCard({ session, busy, onEnd }: { session: AccountSession; busy: boolean; onEnd: () => void }) {
  const headingId = `session-${session.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: 'flex min-w-0 flex-col gap-3 wrap-anywhere' })}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="text-xl">
          {session.browser}
        </h4>
        {session.current ? <StatusBadge tone="good">This device</StatusBadge> : null}
      </div>
      <div className="grid gap-1 text-sm text-ink-soft">
        {session.ip ? <p>from {session.ip}</p> : null}
        <p>
          Signed in <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>
        </p>
        <p>
          Last active <time dateTime={session.lastActiveAt}>{formatDateTime(session.lastActiveAt)}</time>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={headingId}
          onClick={onEnd}
          className="self-start"
        >
          End session
        </Button>
      )}
    </article>
  );
}
