import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminMetrics } from './admin-queries';
import { LeadsSection } from './lead-analytics/leads-section';
import { PipelineSection } from './pipeline/pipeline-section';
import { QueryState } from './query-state';
import { RatingBreakdown } from './rating-breakdown';
import { StatCard } from './stat-card';

/**
 * The dashboard figures (counts, average rating to one decimal out of 5, bars from 5 down to 1
 * stars), then the Leads and Pipeline sections.
 */
export function AnalyticsPanel({ metrics }: { metrics: UseQueryResult<AdminMetrics> }) {
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-2xl">
        Analytics
      </h2>
      <QueryState query={metrics} what="the figures">
        {(m) => (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-5">
              <StatCard label="Total Testimonials" value={String(m.totalTestimonials)} />
              <StatCard label="Approved" value={String(m.approved)} />
              <StatCard label="Pending" value={String(m.pending)} />
              <StatCard label="Contact Submissions" value={String(m.submissions)} />
              <StatCard label="Average Rating" value={m.averageRating.toFixed(1)} unit="out of 5" />
            </dl>
            <RatingBreakdown breakdown={m.ratingBreakdown} />
          </>
        )}
      </QueryState>
      <LeadsSection />
      <PipelineSection />
    </section>
  );
}
