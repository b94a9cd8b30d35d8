import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import { QueryState } from '../parts/query-state';
import { RangeHeading } from './range-heading';

/**
 * An Analytics section over the last 30, 90 or 365 days: its heading with the period select, what
 * it counts (`intro`), then its figures, read for the period chosen; the last period's stay in view
 * while the next loads.
 */
export function RangedSection<T>({
  id,
  title,
  rangeLabel,
  intro,
  what,
  query,
  children,
}: {
  id: string;
  title: string;
  rangeLabel: string;
  intro: string;
  /** What is loading or could not be loaded: "the lead figures". */
  what: string;
  query: (range: LeadAnalyticsRange) => { queryKey: readonly unknown[]; queryFn: () => Promise<T> };
  children: (figures: T) => ReactNode;
}) {
  const [range, setRange] = useState<LeadAnalyticsRange>(30);
  const figures = useQuery({ ...query(range), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby={id} className="mt-10">
      <RangeHeading id={id} title={title} label={rangeLabel} value={range} onChange={setRange} />
      <p className="mt-2 text-sm text-ink-muted">{intro}</p>
      <div className="mt-4">
        <QueryState query={figures} what={what}>
          {children}
        </QueryState>
      </div>
    </section>
  );
}
