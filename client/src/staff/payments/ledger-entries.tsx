import { paymentsApi } from '../../../../shared/api/payments';
import { pathTo } from '../../../../shared/api/route';
import { formatDay, formatDateTime } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { paymentStatusLabels } from '../../../../shared/payments/ledger-terms';
import { paymentStageLabels } from '../../../../shared/payments/payment-schedule';
import { Button } from '../../ui/button';
import { paymentDay, paymentInWords, paymentTitle, voidable, type JobPayment } from './payment-words';

type Entry =
  | { kind: 'charge'; at: string; charge: JobPayments['charges'][number] }
  | { kind: 'payment'; at: string; payment: JobPayment };

/** The charges and payments of a job in the order they were written. */
const entriesOf = (job: JobPayments): Entry[] =>
  [
    ...job.charges.map((charge): Entry => ({ kind: 'charge', at: charge.at, charge })),
    ...job.payments.map((payment): Entry => ({ kind: 'payment', at: payment.createdAt, payment })),
  ].sort((a, b) => a.at.localeCompare(b.at));

/**
 * Every entry of the ledger, never hidden: a voided payment stays, struck through, with who voided it
 * and why, and a payment's receipt once it has one. `onVoid` (payments:manage) offers Void on each
 * payment the office recorded.
 */
export function LedgerEntries({
  job,
  leadId,
  onVoid,
}: {
  job: JobPayments;
  leadId: number;
  onVoid?: (payment: JobPayment) => void;
}) {
  return (
    <ul className="divide-y divide-line text-sm">
      {entriesOf(job).map((entry) =>
        entry.kind === 'charge' ? (
          <li key={`c${entry.charge.id}`} className="flex items-start justify-between gap-3 py-2">
            <div>
              <p className="font-semibold">{entry.charge.label}</p>
              <p className="text-ink-muted">{formatDay(entry.charge.at)}</p>
            </div>
            <p className="tabular-nums">{formatDollars(entry.charge.amountCents)}</p>
          </li>
        ) : (
          <PaymentEntry
            key={`p${entry.payment.id}`}
            payment={entry.payment}
            receiptHref={pathTo(paymentsApi.receipt, { id: leadId, paymentId: entry.payment.id })}
            onVoid={onVoid && voidable(job, entry.payment) ? () => onVoid(entry.payment) : undefined}
          />
        ),
      )}
    </ul>
  );
}

function PaymentEntry({
  payment,
  receiptHref,
  onVoid,
}: {
  payment: JobPayment;
  receiptHref: string;
  onVoid?: () => void;
}) {
  const { voided } = payment;
  const Struck = voided ? 'del' : 'span';
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold">
          <Struck>
            {paymentTitle(payment)} · {paymentStageLabels[payment.stage]}
          </Struck>
        </p>
        <p className="text-ink-muted">
          {paymentDay(payment)} · {voided ? 'Void' : paymentStatusLabels[payment.status]}
          {payment.recordedBy ? ` · recorded by ${payment.recordedBy}` : ''}
        </p>
        {voided ? (
          <p className="break-words text-red-800">
            Voided by {voided.by ?? 'someone no longer on the team'}, {formatDateTime(voided.at)}: {voided.reason}
          </p>
        ) : null}
        {payment.receipt ? (
          <a href={receiptHref} className="inline-block py-1 text-harbor-700 underline">
            Receipt {payment.receipt.number} (PDF)
          </a>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="tabular-nums">
          <Struck>{formatDollars(payment.amountCents)}</Struck>
        </p>
        {onVoid ? (
          <Button size="sm" variant="ghost" aria-label={`Void ${paymentInWords(payment)}`} onClick={onVoid}>
            Void
          </Button>
        ) : null}
      </div>
    </li>
  );
}
