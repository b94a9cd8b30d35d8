import { TriangleAlert } from 'lucide-react';
import { formatDayKey } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import { refundStatusLabels } from '../../../../shared/payments/ledger-terms';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { payableByHand, type JobRefund } from './payment-words';

/** How a refund's deadline is flagged: soon (within three business days) or past. */
const warningText = { near: 'Due soon', overdue: 'Overdue' } as const;

/**
 * A job's refunds with their last day (ten business days after the cancellation), flagged as it
 * nears and once it has passed; `onPaid` (payments:manage) offers "Mark refund paid" on those the
 * office pays back by hand.
 */
export function RefundList({ refunds, onPaid }: { refunds: JobRefund[]; onPaid?: (refund: JobRefund) => void }) {
  return (
    <ul className="grid gap-2 text-sm">
      {refunds.map((refund) => (
        <li
          key={refund.id}
          className={cn(
            'rounded-md border p-2',
            refund.warning === 'overdue'
              ? 'border-red-700 bg-red-50'
              : refund.warning === 'near'
                ? 'border-brass-700 bg-brass-100'
                : 'border-line',
          )}
        >
          <div className="flex flex-wrap items-start justify-between gap-x-3">
            <p className="font-semibold">
              {formatDollars(refund.amountCents)} · {refundStatusLabels[refund.status]}
            </p>
            {refund.warning ? (
              <p
                className={cn(
                  'inline-flex items-center gap-1 font-bold',
                  refund.warning === 'overdue' ? 'text-red-800' : 'text-brass-700',
                )}
              >
                <TriangleAlert aria-hidden="true" className="size-4" />
                {warningText[refund.warning]}
              </p>
            ) : null}
          </div>
          <p className="text-ink-soft">{refund.reason}</p>
          {refund.settledOn ? (
            <p>
              Paid back {formatDayKey(refund.settledOn)}
              {refund.settledBy ? ` by ${refund.settledBy}` : ''}
              {refund.note ? ` (${refund.note})` : ''}
            </p>
          ) : (
            <p>Due by {refund.dueByText}</p>
          )}
          {refund.lastError && !refund.settledOn ? <p className="text-red-800">Stripe: {refund.lastError}</p> : null}
          {onPaid && payableByHand(refund) ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              aria-label={`Mark refund paid: ${formatDollars(refund.amountCents)}`}
              onClick={() => onPaid(refund)}
            >
              Mark refund paid
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
