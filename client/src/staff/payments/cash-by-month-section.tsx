import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { dayRange } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { CashByMonth } from '../../../../shared/payments/payment-reports';
import { buttonVariants } from '../../ui/button';
import { StatCard } from '../analytics/stat-card';
import { cashByMonthQuery, paymentsCsvHref } from '../api/payments';
import { FigureTable } from '../lead-analytics/figure-table';
import { Heading } from '../parts/dashboard-section';
import { QueryState } from '../parts/query-state';
import { useStaffCan } from '../shell/use-staff-can';

type Month = CashByMonth['months'][number];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'America/New_York' });
/** "2026-11" → "November 2026" */
const monthLabel = (month: string) => monthName.format(dayRange(`${month}-01`).start);

/**
 * The Money section of Analytics: cash collected and what homeowners owe, by Connecticut month, from
 * every job's ledger; whoever keeps the books (payments:manage) downloads the payments as CSV, all
 * of them or one month's.
 */
export function CashByMonthSection() {
  const { may } = useStaffCan();
  const books = may('payments:manage');
  const cash = useQuery(cashByMonthQuery);
  return (
    <section aria-labelledby="money-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Heading offset={1} id="money-heading" className="text-2xl">
          Money
        </Heading>
        {books ? (
          <a href={paymentsCsvHref()} download className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            Download payments (CSV)
          </a>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-ink-muted">
        Cash collected: payments counted by the day received, less refunds paid back. Outstanding: what homeowners owed
        on signed contracts at the end of each month (for this month, today), so a month’s figure stays as it was
        closed. Connecticut months.
      </p>
      <div className="mt-4">
        <QueryState query={cash} what="the money figures">
          {(figures) => {
            const months = [...figures.months].reverse();
            const current = months[0];
            return (
              <div className="grid grid-cols-1 gap-4">
                <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
                  <StatCard label="Collected this month" value={formatDollars(current?.collectedCents ?? 0)} />
                  <StatCard label="Outstanding today" value={formatDollars(current?.outstandingCents ?? 0)} />
                  <StatCard
                    label="Collected, last 12 months"
                    value={formatDollars(months.reduce((sum, m) => sum + m.collectedCents, 0))}
                  />
                </dl>
                <FigureTable<Month>
                  title="Cash by month"
                  rows={months}
                  rowKey={(m) => m.month}
                  empty="No months yet."
                  columns={[
                    // The two figures first: on a phone the rest of the row scrolls in its box.
                    { label: 'Month', cell: (m) => monthLabel(m.month) },
                    { label: 'Collected', cell: (m) => formatDollars(m.collectedCents), numeric: true },
                    { label: 'Outstanding', cell: (m) => formatDollars(m.outstandingCents), numeric: true },
                    { label: 'Received', cell: (m) => formatDollars(m.receivedCents), numeric: true },
                    { label: 'Refunded', cell: (m) => formatDollars(m.refundedCents), numeric: true },
                    ...(books
                      ? [
                          {
                            label: 'Payments',
                            numeric: true,
                            cell: (m: Month) => (
                              <a
                                href={paymentsCsvHref(m.month)}
                                download
                                aria-label={`CSV, payments of ${monthLabel(m.month)}`}
                                className="inline-flex min-h-11 items-center text-harbor-700 underline"
                              >
                                CSV
                              </a>
                            ),
                          },
                        ]
                      : []),
                  ]}
                />
              </div>
            );
          }}
        </QueryState>
      </div>
    </section>
  );
}
