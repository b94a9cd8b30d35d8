import { formatDayKey } from '../../../../shared/business-time';
import type { LeadAnalytics } from '../../../../shared/lead-analytics';
import { Card } from '../../ui/card';
import { Heading } from '../parts/dashboard-section';

const label = (weekStart: string) => formatDayKey(weekStart, 'monthDay');

/** Leads per week as bars; the same figures as a table for screen readers and exact values. */
export function WeeklyLeadsChart({ weeks }: { weeks: LeadAnalytics['leadsPerWeek'] }) {
  const highest = Math.max(1, ...weeks.map((w) => w.leads));
  const [first, last] = [weeks[0], weeks.at(-1)];
  return (
    <Card className="p-5">
      <Heading offset={2} className="text-lg">
        Leads per week
      </Heading>
      <div aria-hidden="true" className="mt-4 flex h-40 items-end gap-px border-b border-line">
        {weeks.map((w) => (
          <div
            key={w.weekStart}
            title={`Week of ${label(w.weekStart)}: ${w.leads}`}
            className="flex-1 rounded-t-sm bg-harbor-600"
            style={{ height: `${(w.leads / highest) * 100}%`, minHeight: w.leads > 0 ? '2px' : 0 }}
          />
        ))}
      </div>
      {first && last ? (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
          <span>Week of {label(first.weekStart)}</span>
          <span>Week of {label(last.weekStart)}</span>
        </div>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-harbor-700 underline">
          Show leads per week as a table
        </summary>
        <table className="mt-2 w-full max-w-xs">
          <caption className="sr-only">Leads per week</caption>
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th scope="col" className="py-1">
                Week of
              </th>
              <th scope="col" className="py-1 text-right">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 text-left font-normal">
                  <time dateTime={w.weekStart}>{label(w.weekStart)}</time>
                </th>
                <td className="py-1 text-right tabular-nums">{w.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
