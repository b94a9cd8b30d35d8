import { dayOf, formatDayKey, type DayKey } from '../../shared/business-time';
import { addBusinessDays } from '../../shared/contracts/cancellation-deadline';
import { paymentMethodLabels, refundBusinessDays } from '../../shared/payments/ledger-terms';
import { formatDollars } from '../../shared/money';
import { recordActivity } from '../core/activity/activity-log';
import type { Tx } from '../core/db/types';
import type { PaymentRow } from './ledger-rows';
import { ledgerRefunds } from './schema';

type Source = Parameters<typeof recordActivity>[1];

/**
 * The last day a refund may be paid on: the tenth business day after `now`, counted as the right to
 * cancel counts them (CGS 42-134a: Saturday is one; Sundays and the legal holidays are not). The
 * statute's count gives the earlier day of the two readings, so a refund paid by it is never late.
 */
export const refundDueBy = (now: Date): DayKey => addBusinessDays(dayOf(now), refundBusinessDays);

/** "the end of Friday, December 4, 2026" */
export const dueByText = (day: DayKey) => `the end of ${formatDayKey(day, 'weekdayYear')}`;

export const refundReasons = {
  cancelled: 'Contract cancelled within three days',
  overpaid: 'Paid above the balance',
  depositRequested: "Deposit returned on the homeowner's written request (CGS 20-427(b)(8))",
} as const;

/**
 * A refund of `amountCents` of a payment, due in ten business days unless the law gives it another
 * last day (`dueBy`): a Stripe payment's waits for the refund sender (after the transaction), a
 * recorded one's is owed until the office pays it. Answers whether it goes through Stripe.
 */
export function queueRefund(
  tx: Tx,
  payment: PaymentRow,
  {
    amountCents,
    reason,
    now,
    req,
    dueBy = refundDueBy(now),
  }: { amountCents: number; reason: string; now: Date; req: Source; dueBy?: DayKey },
): boolean {
  const online = payment.stripeSessionId !== null;
  tx.insert(ledgerRefunds)
    .values({
      leadId: payment.leadId,
      paymentId: payment.id,
      amountCents,
      reason,
      status: online ? 'pending' : 'owed',
      dueBy,
      createdAt: now.toISOString(),
    })
    .run();
  const method = payment.method ? paymentMethodLabels[payment.method].toLowerCase() : 'online';
  recordActivity(
    tx,
    req,
    {
      action: 'refund-due',
      actorId: null,
      subjectType: 'payment',
      subjectId: payment.id,
      leadId: payment.leadId,
      detail: `${formatDollars(amountCents)} of a ${method} payment, by ${dueByText(dueBy)}: ${reason}`,
    },
    now,
  );
  return online;
}
