import { formatDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { paymentStageLabels } from '../../../../shared/payments/payment-schedule';
import { cn } from '../../lib/cn';

const columns = ['Payment', 'Amount', 'Paid', 'Left'] as const;

/**
 * The contract's schedule: each payment's amount, what is paid of it and what is left, and whether
 * it is due now. Four columns of amounts in cents fit a phone in small type; a larger contract's
 * scroll in their box (which the keyboard reaches) rather than widening the card.
 */
export function PaymentScheduleTable({ job, captionId }: { job: JobPayments; captionId: string }) {
  return (
    <div
      role="group"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
    >
      <table aria-labelledby={captionId} className="w-full text-xs tabular-nums sm:text-sm">
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            {/* The payment's name reads from the left; the figures line up on the right. */}
            {columns.map((label, i) => (
              <th
                key={label}
                scope="col"
                className={cn('py-1.5 font-semibold', i > 0 && 'text-right', i < columns.length - 1 && 'pr-1.5')}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {job.schedule.map((stage) => (
            <tr key={stage.stage} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 pr-1.5 text-left font-normal">
                {paymentStageLabels[stage.stage]}
              </th>
              <td className="py-1.5 pr-1.5 text-right">{formatDollars(stage.amountCents)}</td>
              <td className="py-1.5 pr-1.5 text-right">
                {formatDollars(stage.paidCents)}
                {stage.processingCents > 0 ? (
                  <span className="block text-xs text-ink-muted">
                    +{formatDollars(stage.processingCents)} processing
                  </span>
                ) : null}
              </td>
              <td className="py-1.5 text-right">
                {formatDollars(stage.leftCents)}
                {stage.due ? <span className="block text-xs font-semibold text-brass-700">due now</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
