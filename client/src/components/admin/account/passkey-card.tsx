import { formatDateTime } from '../../../../../shared/business-time';
import type { PasskeyInfo } from '../../../../../shared/passkeys';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { StatusBadge } from '../team/status-badge';

/** One of your passkeys: its name, when it was added and last used (Connecticut time), and "Remove". */
export function PasskeyCard({
  passkey,
  busy,
  canRemove,
  onRemove,
}: {
  passkey: PasskeyInfo;
  busy: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const headingId = `passkey-${passkey.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: 'flex min-w-0 flex-col gap-3 wrap-anywhere' })}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="text-xl">
          {passkey.name}
        </h4>
        {passkey.synced ? <StatusBadge tone="muted">Synced</StatusBadge> : null}
      </div>
      <div className="grid gap-1 text-sm text-ink-soft">
        <p>
          Added <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
        </p>
        <p>
          {passkey.lastUsedAt ? (
            <>
              Last used <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
            </>
          ) : (
            'Not used to sign in yet'
          )}
        </p>
      </div>
      {canRemove ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={headingId}
          onClick={onRemove}
          className="self-start"
        >
          Remove
        </Button>
      ) : null}
    </article>
  );
}
