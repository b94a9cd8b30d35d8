import { formatDollars } from '../../../../shared/money';
import type { PipelineFigures } from '../../../../shared/pipeline';
import { daysOrDash, percentOrDash } from '../analytics/figure-words';
import { StatCard } from '../analytics/stat-card';
import { pipelineAnalyticsQuery } from '../api/pipeline';
import { FigureTable } from '../lead-analytics/figure-table';
import { RangedSection } from '../lead-analytics/ranged-section';
import { JobTimingFigures } from './job-timing-figures';
import { ProposalFigures } from './proposal-figures';

/** The Pipeline section of Analytics: from lead to won work, in total and per source. */
export function PipelineSection() {
  return (
    <RangedSection
      id="pipeline-heading"
      title="Pipeline"
      rangeLabel="Pipeline period"
      intro="Leads received in the period (no spam or repeats) and how far each has got. Close rate is won out of all leads."
      what="the pipeline figures"
      query={pipelineAnalyticsQuery}
    >
      {(a) => (
        // grid-cols-1 (a minmax(0, 1fr) track): the wide source table scrolls in its card instead
        // of widening the column, and the figures with it, past a phone's screen.
        <div className="grid grid-cols-1 gap-4">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Leads" value={String(a.total.leads)} />
            <StatCard label="Consultations booked" value={String(a.total.consultations)} />
            <StatCard label="Quoted" value={String(a.total.quoted)} />
            <StatCard label="Won" value={String(a.total.won)} />
            <StatCard label="Won revenue" value={formatDollars(a.total.wonCents)} />
            <StatCard label="Close rate" value={percentOrDash(a.total.closeRate)} />
            <StatCard label="Median days, lead to consultation" value={daysOrDash(a.total.medianDaysToConsultation)} />
            <StatCard label="Median days, consultation to quote" value={daysOrDash(a.total.medianDaysToQuote)} />
          </dl>
          <FigureTable<PipelineFigures & { source: string }>
            title="Pipeline by source"
            rows={a.bySource}
            rowKey={(r) => r.source}
            empty="No leads in this period."
            columns={[
              { label: 'Source', cell: (r) => r.source },
              { label: 'Leads', cell: (r) => r.leads, numeric: true },
              { label: 'Booked', cell: (r) => r.consultations, numeric: true },
              { label: 'Quoted', cell: (r) => r.quoted, numeric: true },
              { label: 'Won', cell: (r) => r.won, numeric: true },
              { label: 'Revenue', cell: (r) => formatDollars(r.wonCents), numeric: true },
              { label: 'Close rate', cell: (r) => percentOrDash(r.closeRate), numeric: true },
            ]}
          />
          <ProposalFigures figures={a.proposals} />
          <JobTimingFigures figures={a.jobs} />
        </div>
      )}
    </RangedSection>
  );
}
