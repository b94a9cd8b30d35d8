import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { Heading } from '../parts/dashboard-section';

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
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: 'flex min-w-0 flex-col gap-3 wrap-anywhere' })}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <Heading offset={2} id={headingId} className="text-xl">
          {title}
        </Heading>
        {badge}
      </div>
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
    </article>
  );
}
