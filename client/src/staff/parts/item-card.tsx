import type { ReactNode } from 'react';
import { cardVariants } from '../../ui/card';
import { Heading } from './dashboard-section';

/**
 * One thing in a staff list (a person, an invitation, a designer's calendar, a signed-in browser):
 * an article named by its heading, with an optional line under the heading and badges beside it.
 */
export function ItemCard({
  headingId,
  title,
  subtitle,
  badges,
  className = 'flex flex-col gap-3',
  children,
}: {
  headingId: string;
  title: string;
  subtitle?: string;
  badges?: ReactNode;
  /** How the card lays out its parts. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: `min-w-0 wrap-anywhere ${className}` })}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <Heading offset={2} id={headingId} className="text-xl">
            {title}
          </Heading>
          {subtitle ? <p className="text-sm text-ink-soft">{subtitle}</p> : null}
        </div>
        {badges ? <div className="flex flex-wrap gap-2">{badges}</div> : null}
      </div>
      {children}
    </article>
  );
}
