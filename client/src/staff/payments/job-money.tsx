import { CardGroup } from '../parts/card-group';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDollars } from '../../../../shared/money';
import type { JobMoneySummary } from '../../../../shared/payments/payment-answers';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { jobPaymentsQuery } from '../api/payments';
import { QueryState } from '../parts/query-state';
import { useStaffCan } from '../shell/use-staff-can';
import { PaymentsPanel } from './payments-panel';
import { jobPageHref } from '../jobs/job-card';

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-bold')}>{formatDollars(cents)}</dd>
    </div>
  );
}

/** The refunds of a job staff are warned of, in a line: "A refund is overdue". */
function refundWarningLine(money: JobMoneySummary): { text: string; overdue: boolean } | null {
  if (money.refundsWarned === 0) return null;
  const one = money.refundsWarned === 1;
  return {
    overdue: money.refundOverdue,
    text: money.refundOverdue
      ? `${one ? 'A refund is' : 'Refunds are'} overdue`
      : `${one ? 'A refund is' : 'Refunds are'} due within three business days`,
  };
}

/** The Payments panel, read when it is opened. */
function JobLedger({ id, leadId, leadName }: { id: string; leadId: number; leadName: string }) {
  const { may } = useStaffCan();
  const job = useQuery(jobPaymentsQuery(leadId));
  return (
    <QueryState query={job} what="the payments">
      {(data) => (
        <PaymentsPanel id={id} leadId={leadId} leadName={leadName} job={data} manage={may('payments:manage')} />
      )}
    </QueryState>
  );
}

/**
 * A signed job's money on its lead card: paid, due now and the balance, a warning when a refund's
 * last day is near, and the Payments panel behind one button.
 */
export function JobMoney({
  leadId,
  leadName,
  money,
  idPrefix,
}: {
  leadId: number;
  leadName: string;
  money: JobMoneySummary;
  idPrefix: string;
}) {
  const { may } = useStaffCan();
  const [open, setOpen] = useState(false);
  // The inbox's line until the ledger is read; then the ledger's, which each change in the panel answers.
  const ledger = useQuery({ ...jobPaymentsQuery(leadId), enabled: false });
  const shown = ledger.data?.summary ?? money;
  const warning = refundWarningLine(shown);
  const id = `${idPrefix}-${leadId}-payments`;
  return (
    <CardGroup id={id} title="Paid and due">
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Figure label="Paid" cents={shown.paidCents} />
        <Figure label="Due now" cents={shown.dueNowCents} />
        <Figure label="Balance" cents={shown.balanceCents} strong />
        {shown.processingCents > 0 ? <Figure label="Processing" cents={shown.processingCents} /> : null}
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
      {may('installs:schedule') ? (
        <Link href={jobPageHref(leadId)} className="ml-3 text-sm font-semibold text-harbor-700 underline">
          See it on the Jobs page
        </Link>
      ) : null}
      {open ? <JobLedger id={id} leadId={leadId} leadName={leadName} /> : null}
    </CardGroup>
  );
}
