import { useQuery } from '@tanstack/react-query';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { jobPaymentsQuery } from '../api/payments';
import { Heading } from '../parts/dashboard-section';
import { QueryState } from '../parts/query-state';
import { useStaffCan } from '../shell/use-staff-can';
import { dueNowCents } from './payment-words';
import { PaymentsPanel } from './payments-panel';

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-bold')}>{formatDollars(cents)}</dd>
    </div>
  );
}

/** The refunds of a job staff are warned of, in a line: "A refund is overdue". */
function refundWarningLine(job: JobPayments): { text: string; overdue: boolean } | null {
  const warned = job.refunds.filter((r) => r.warning !== null);
  if (warned.length === 0) return null;
  const overdue = warned.some((r) => r.warning === 'overdue');
  const one = warned.length === 1;
  return {
    overdue,
    text: overdue
      ? `${one ? 'A refund is' : 'Refunds are'} overdue`
      : `${one ? 'A refund is' : 'Refunds are'} due within three business days`,
  };
}

/**
 * A signed job's money on its lead card: paid, due now and the balance, a warning when a refund's
 * last day is near, and the Payments panel behind one button.
 */
export function JobMoney({ leadId, leadName, idPrefix }: { leadId: number; leadName: string; idPrefix: string }) {
  const { may } = useStaffCan();
  const [open, setOpen] = useState(false);
  const job = useQuery(jobPaymentsQuery(leadId));
  const id = `${idPrefix}-${leadId}-payments`;
  return (
    // A group, not a region: a page of lead cards would repeat one landmark name (axe landmark-unique).
    <div
      role="group"
      aria-labelledby={`${id}-heading`}
      className="mt-3 min-w-0 rounded-md border border-harbor-100 p-3"
    >
      <Heading
        offset={2}
        id={`${id}-heading`}
        className="text-sm font-semibold uppercase tracking-wide text-harbor-700"
      >
        Paid and due
      </Heading>
      <QueryState query={job} what="the payments">
        {(data) => {
          const warning = refundWarningLine(data);
          return (
            <>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                <Figure label="Paid" cents={data.totals.paidCents} />
                <Figure label="Due now" cents={dueNowCents(data)} />
                <Figure label="Balance" cents={data.totals.balanceCents} strong />
                {data.totals.processingCents > 0 ? (
                  <Figure label="Processing" cents={data.totals.processingCents} />
                ) : null}
              </dl>
              {warning ? (
                <p
                  className={cn(
                    'mt-2 flex items-center gap-1.5 text-sm font-bold',
                    warning.overdue ? 'text-red-800' : 'text-brass-700',
                  )}
                >
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {warning.text}
                </p>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                className="mt-2"
                aria-expanded={open}
                aria-controls={open ? id : undefined}
                onClick={() => setOpen((was) => !was)}
              >
                Payments
                <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
              </Button>
              {open ? (
                <PaymentsPanel id={id} leadId={leadId} leadName={leadName} job={data} manage={may('payments:manage')} />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
