import { formatDateTime } from '../../../../shared/business-time';
import type { PasskeyInfo } from '../../../../shared/passkeys';
import { StatusBadge } from '../parts/status-badge';
import { AccountItemCard } from './account-item-card';

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
  return (
    <AccountItemCard
      headingId={`passkey-${passkey.id}`}
      title={passkey.name}
      badge={passkey.synced ? <StatusBadge tone="muted">Synced</StatusBadge> : null}
      action={canRemove ? { label: 'Remove', busy, onClick: onRemove } : undefined}
    >
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
    </AccountItemCard>
  );
}
