import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '../ui/card';
import type { AdminMetrics } from './admin-queries';
import { QueryState } from './query-state';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="flex flex-col p-5">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-auto pt-1 font-serif text-3xl text-ink">
        {value}
        {detail ? <span className="ml-1 font-sans text-base text-ink-muted">{detail}</span> : null}
      </dd>
    </Card>
  );
}

/** Spec section 9 figures: counts, average rating to one decimal out of 5, bars from 5 down to 1 stars. */
export function AnalyticsPanel({ metrics }: { metrics: UseQueryResult<AdminMetrics> }) {
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-2xl">
        Analytics
      </h2>
      <QueryState query={metrics} what="the figures">
        {(m) => {
          const widest = Math.max(1, ...m.ratingBreakdown.map((r) => r.count));
          return (
            <>
              <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-5">
                <Stat label="Total Testimonials" value={String(m.totalTestimonials)} />
                <Stat label="Approved" value={String(m.approved)} />
                <Stat label="Pending" value={String(m.pending)} />
                <Stat label="Contact Submissions" value={String(m.submissions)} />
                <Stat label="Average Rating" value={m.averageRating.toFixed(1)} detail="out of 5" />
              </dl>
              <Card className="mt-6">
                <h3 className="text-xl">Rating breakdown</h3>
                <ul className="mt-4 grid gap-3" aria-label="Testimonials per star rating">
                  {m.ratingBreakdown.map(({ rating, count }) => (
                    <li key={rating} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3">
                      <span className="text-sm font-semibold">
                        {rating} {rating === 1 ? 'star' : 'stars'}
                      </span>
                      <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-linen-dark">
                        <span
                          className="block h-full rounded-full bg-harbor-600"
                          style={{ width: `${(count / widest) * 100}%` }}
                        />
                      </span>
                      <span className="text-right text-sm tabular-nums" data-testid={`rating-count-${rating}`}>
                        {count}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
