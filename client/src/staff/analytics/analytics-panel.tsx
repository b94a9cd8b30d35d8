import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminTestimonialsPage } from '../../../../shared/testimonial-schema';
import type { LeadsResponse } from '../../../../shared/admin-schema';
import { LeadsSection } from '../lead-analytics/leads-section';
import { PipelineSection } from '../pipeline/pipeline-section';
import { CashByMonthSection } from '../payments/cash-by-month-section';
import { QueryState } from '../parts/query-state';
import { RatingBreakdown } from './rating-breakdown';
import { StatCard } from './stat-card';
import { DashboardSection } from '../parts/dashboard-section';

/**
 * The dashboard figures (counts, average rating to one decimal out of 5, bars from 5 down to 1
 * stars), then the Leads, Pipeline and Money sections.
 */
export function AnalyticsPanel({
  reviews,
  leads,
}: {
  reviews: UseQueryResult<AdminTestimonialsPage>;
  leads: UseQueryResult<LeadsResponse>;
}) {
  return (
    <DashboardSection id="analytics" title="Analytics">
      <QueryState query={reviews} what="the figures">
        {(r) => (
          <QueryState query={leads} what="the figures">
            {(l) => (
              <>
                <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-5">
                  <StatCard label="Total Testimonials" value={String(r.counts.all)} />
                  <StatCard label="Approved" value={String(r.counts.approved)} />
                  <StatCard label="Pending" value={String(r.counts.pending)} />
                  <StatCard label="Contact Submissions" value={String(l.total)} />
                  <StatCard label="Average Rating" value={r.averageRating.toFixed(1)} unit="out of 5" />
                </dl>
                <RatingBreakdown breakdown={r.ratingBreakdown} />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
      <LeadsSection />
      <PipelineSection />
      <CashByMonthSection />
    </DashboardSection>
  );
}
