import { formatDayKey } from '../../../../shared/business-time';
import { leadAnalyticsQuery } from '../api/analytics';
import { percentOrDash } from '../analytics/figure-words';
import { StatCard } from '../analytics/stat-card';
import { FigureTable } from './figure-table';
import { PagePath } from './page-path';
import { RangedSection } from './ranged-section';
import { WeeklyLeadsChart } from './weekly-leads-chart';

/** How many leads each source, room or ZIP code had: the thing (`by`) and its count. */
function LeadCounts<K extends string>({
  title,
  label,
  rows,
  by,
}: {
  title: string;
  label: string;
  rows: (Record<K, string> & { leads: number })[];
  by: K;
}) {
  return (
    <FigureTable
      title={title}
      rows={rows}
      rowKey={(r) => r[by]}
      empty="No leads in this period."
      columns={[
        { label, cell: (r) => r[by] },
        { label: 'Leads', cell: (r) => r.leads, numeric: true },
      ]}
    />
  );
}

/** Where consultation requests come from, over the last 30, 90 or 365 days. */
export function LeadsSection() {
  return (
    <RangedSection
      id="lead-analytics-heading"
      title="Leads"
      rangeLabel="Period"
      intro="Consultation requests, not counting spam or the same request sent twice. Visits are counted by this site itself, without cookies."
      what="the lead figures"
      query={leadAnalyticsQuery}
    >
      {(a) => (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <dl className="lg:col-span-2">
            <StatCard label={`Leads, ${formatDayKey(a.from)} to ${formatDayKey(a.to)}`} value={String(a.totalLeads)} />
          </dl>
          <div className="lg:col-span-2">
            <WeeklyLeadsChart weeks={a.leadsPerWeek} />
          </div>
          <LeadCounts title="Leads by source" label="Source" rows={a.leadsBySource} by="source" />
          <FigureTable
            title="Top landing pages"
            rows={a.landingPages}
            rowKey={(r) => r.path}
            empty="No visits counted in this period."
            columns={[
              { label: 'Page', cell: (r) => <PagePath path={r.path} /> },
              { label: 'Landings', cell: (r) => r.landings, numeric: true },
              { label: 'Leads', cell: (r) => r.leads, numeric: true },
              {
                label: 'Conversion',
                cell: (r) => percentOrDash(r.conversion),
                numeric: true,
              },
            ]}
          />
          <FigureTable
            title="Calls and e-mail clicks"
            rows={a.contactClicks}
            rowKey={(r) => r.path}
            empty="No phone or e-mail clicks in this period."
            columns={[
              { label: 'Page', cell: (r) => <PagePath path={r.path} /> },
              { label: 'Calls', cell: (r) => r.calls, numeric: true },
              { label: 'E-mails', cell: (r) => r.emails, numeric: true },
            ]}
          />
          <LeadCounts title="Rooms requested" label="Room" rows={a.rooms} by="room" />
          <LeadCounts title="Top ZIP codes" label="ZIP code" rows={a.topZips} by="zip" />
        </div>
      )}
    </RangedSection>
  );
}
