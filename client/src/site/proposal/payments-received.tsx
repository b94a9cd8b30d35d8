import { formatDayKey } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { HomeownerPayments } from '../../../../shared/payments/payment-answers';
import { paymentMethodLabels, paymentStatusLabels, refundStatusLabels } from '../../../../shared/payments/ledger-terms';
import { proposalReceiptPath } from '../../../../shared/api/proposal-paths';
import { cn } from '../../lib/cn';
import { paymentsCopy as copy } from './payments-copy';
import { withToken } from './proposal-api';

const day = (d: string) => formatDayKey(d, 'medium');

/** The payments table's column headings, each with its cells' spacing and alignment. */
const columns = [
  [copy.date, 'py-2 pr-2'],
  [copy.method, 'py-2 pr-2'],
  [copy.amount, 'py-2 pr-2 text-right'],
  [copy.status, 'py-2'],
] as const;

/**
 * Every payment the homeowner made (a bank payment "Processing" until it clears or fails, and the
 * page says which), with its receipt once it has one, and every refund after a cancellation, with
 * the day it is due back by.
 */
export function PaymentsReceived({
  token,
  payments,
  refunds,
}: Pick<HomeownerPayments, 'payments' | 'refunds'> & { token: string }) {
  const processing = payments.some((p) => p.status === 'processing');
  const failed = payments.some((p) => p.status === 'failed');
  return (
    <>
      {payments.length > 0 ? (
        <>
          <h4 id="payments-received-heading" className="mt-6 font-sans text-lg font-semibold">
            {copy.paymentsHeading}
          </h4>
          <table aria-labelledby="payments-received-heading" className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-ink-soft">
                {columns.map(([label, className]) => (
                  <th key={label} scope="col" className={`${className} font-semibold`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.map((payment, i) => (
                <tr key={i} className="border-b border-line align-top">
                  <td className="py-2 pr-2 whitespace-nowrap">{day(payment.receivedOn)}</td>
                  <td className="py-2 pr-2">{paymentMethodLabels[payment.method]}</td>
                  <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">
                    {formatDollars(payment.amountCents)}
                  </td>
                  <td className={cn('py-2 font-semibold', payment.status === 'failed' && 'text-red-800')}>
                    {paymentStatusLabels[payment.status]}
                    {payment.receipt ? (
                      <a
                        href={withToken(proposalReceiptPath, token).replace(':paymentId', String(payment.id))}
                        className="mt-1 inline-block py-1 font-normal text-harbor-700 underline"
                      >
                        {copy.receipt(payment.receipt)}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {processing ? <p className="mt-2 text-sm text-ink-soft">{copy.processingNote}</p> : null}
          {failed ? <p className="mt-2 text-sm font-medium text-red-800">{copy.failedNote}</p> : null}
        </>
      ) : null}
      {refunds.length > 0 ? (
        <>
          <h4 id="refunds-heading" className="mt-6 font-sans text-lg font-semibold">
            {copy.refundsHeading}
          </h4>
          <ul aria-labelledby="refunds-heading" className="mt-2 grid gap-2">
            {refunds.map((refund, i) => (
              <li key={i} className="rounded-md border border-line bg-white p-3">
                <p className="font-semibold text-ink">
                  <span className="tabular-nums">{formatDollars(refund.amountCents)}</span>:{' '}
                  {refundStatusLabels[refund.status]}
                </p>
                <p className="mt-1 text-sm text-ink-soft">
                  {refund.settledOn ? copy.refundSettled(day(refund.settledOn)) : copy.refundDueBy(day(refund.dueBy))}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
