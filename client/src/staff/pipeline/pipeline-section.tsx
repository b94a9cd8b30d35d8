import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import type { PipelineFigures } from '../../../../shared/pipeline';
import { FigureTable } from '../lead-analytics/figure-table';
import { RangeHeading } from '../lead-analytics/range-heading';
import { QueryState } from '../parts/query-state';
import { StatCard } from '../analytics/stat-card';
import { pipelineAnalyticsQuery } from '../api/pipeline';
import { formatDollars } from '../../../../shared/money';
import { ProposalFigures } from './proposal-figures';
import { JobTimingFigures } from './job-timing-figures';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const rate = (r: number | null) => (r === null ? '–' : percent.format(r));
const days = (d: number | null) => (d === null ? '–' : `${d} d`);

/** The Pipeline section of Analytics: from lead to won work, in total and per source. */
export function PipelineSection() {
  const [range, setRange] = useState<LeadAnalyticsRange>(30);
  const analytics = useQuery({ ...pipelineAnalyticsQuery(range), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="pipeline-heading" className="mt-10">
      <RangeHeading id="pipeline-heading" title="Pipeline" label="Pipeline period" value={range} onChange={setRange} />
      <p className="mt-2 text-sm text-ink-muted">
        Leads received in the period (no spam or repeats) and how far each has got. Close rate is won out of all leads.
      </p>
      <div className="mt-4">
        <QueryState query={analytics} what="the pipeline figures">
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
                <StatCard label="Close rate" value={rate(a.total.closeRate)} />
                <StatCard label="Median days, lead to consultation" value={days(a.total.medianDaysToConsultation)} />
                <StatCard label="Median days, consultation to quote" value={days(a.total.medianDaysToQuote)} />
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
                  { label: 'Close rate', cell: (r) => rate(r.closeRate), numeric: true },
                ]}
              />
              <ProposalFigures figures={a.proposals} />
              <JobTimingFigures figures={a.jobs} />
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
