import { formatDay, formatDayKey } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { paymentMethodLabels } from '../../../../shared/payments/ledger-terms';

export type JobPayment = JobPayments['payments'][number];
export type JobRefund = JobPayments['refunds'][number];

/** "Check 1042", "Cash", "Card (online)"; an online payment Stripe has not confirmed is "Online payment". */
export function paymentTitle(payment: JobPayment): string {
  if (!payment.method) return 'Online payment';
  const method = paymentMethodLabels[payment.method];
  if (payment.checkNumber) return `${method} ${payment.checkNumber}`;
  return payment.online ? `${method} (online)` : method;
}

/** The day the money came in, or the day an online payment was started. */
export const paymentDay = (payment: JobPayment) =>
  payment.receivedOn ? formatDayKey(payment.receivedOn) : formatDay(payment.createdAt);

/** "check 1042, $3,000": a payment named in a sentence or a button's accessible name. */
export const paymentInWords = (payment: JobPayment) =>
  `${paymentTitle(payment).replace(/^\w/, (c) => c.toLowerCase())}, ${formatDollars(payment.amountCents)}`;

/** What is due now: what is left of the schedule's payments that have fallen due, less what is held back. */
export const dueNowCents = (job: JobPayments) =>
  job.schedule.filter((stage) => stage.due).reduce((sum, stage) => sum + stage.leftCents - stage.heldBackCents, 0);

/** A recorded payment the office may void: not online, not already void, with no refund. */
export const voidable = (job: JobPayments, payment: JobPayment) =>
  !payment.online && payment.voided === null && !job.refunds.some((r) => r.paymentId === payment.id);

/** A refund the office pays back by hand: owed for a recorded payment, or one Stripe could not send. */
export const payableByHand = (refund: JobRefund) => refund.status === 'owed' || refund.status === 'failed';
