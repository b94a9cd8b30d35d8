import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { ItemCard } from '../parts/item-card';

/**
 * One thing under Your account (a signed-in browser, a passkey): its name with an optional badge,
 * lines of dates, and one action button that names the card for screen readers.
 */
export function AccountItemCard({
  headingId,
  title,
  badge,
  children,
  action,
}: {
  headingId: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  /** Left out when the item offers no action (this device, your only passkey). */
  action?: { label: string; busy: boolean; onClick: () => void };
}) {
  return (
    <ItemCard headingId={headingId} title={title} badges={badge}>
      <div className="grid gap-1 text-sm text-ink-soft">{children}</div>
      {action ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={action.busy}
          aria-describedby={headingId}
          onClick={action.onClick}
          className="self-start"
        >
          {action.label}
        </Button>
      ) : null}
    </ItemCard>
  );
}
