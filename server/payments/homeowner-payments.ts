import type { HomeownerPayments } from '../../shared/payments/payment-answers';
import { shownPaymentStatuses, type PaymentMethod } from '../../shared/payments/ledger-terms';
import type { Db, Tx } from '../core/db/types';
import { isLive, jobFigures, nextPayment } from './job-figures';
import { jobRows, type PaymentRow } from './ledger-rows';
import { jobReceipts } from './receipts/job-receipts';

type Shown = PaymentRow & { status: (typeof shownPaymentStatuses)[number]; method: PaymentMethod; receivedOn: string };

/** A payment the homeowner sees: counted, processing or failed (not a Checkout page left unpaid, nor a voided mistake). */
const isShown = (p: PaymentRow): p is Shown =>
  isLive(p) &&
  p.method !== null &&
  p.receivedOn !== null &&
  (shownPaymentStatuses as readonly string[]).includes(p.status);

/** A Checkout page still open, that Stripe has not yet reported paid, unpaid or expired. */
const awaitsStripe = (p: PaymentRow, now: Date) =>
  isLive(p) &&
  p.status === 'pending' &&
  p.stripeSessionId !== null &&
  p.checkoutExpiresAt !== null &&
  p.checkoutExpiresAt > now.toISOString();

/**
 * A job's money as the homeowner's page shows it once the contract is signed (null before): the
 * schedule with what is paid and left, "Pay $X" for the next payment when online payment is on,
 * the payments (a bank payment shows as processing until Stripe says it settled) with their
 * receipts, and any refunds.
 */
export function homeownerPaymentsOf(
  db: Db | Tx,
  leadId: number,
  { now, onlinePayment }: { now: Date; onlinePayment: boolean },
): HomeownerPayments | null {
  const rows = jobRows(db, leadId);
  const figures = jobFigures(rows, now);
  if (!figures.contract) return null;
  const receipts = jobReceipts(db, leadId);
  const payOnline = onlinePayment && figures.contract.cancelledAt === null && !figures.contract.depositReturnRequested;
  const next = payOnline ? nextPayment(figures) : undefined;
  return {
    totalCents: figures.chargesCents,
    paidCents: figures.paidCents,
    processingCents: figures.processingCents,
    balanceCents: figures.balanceCents,
    schedule: figures.schedule.map((stage) => ({ ...stage, payable: stage === next })),
    payments: rows.payments.filter(isShown).map((p) => ({
      id: p.id,
      receipt: receipts.get(p.id)?.number ?? null,
      receivedOn: p.receivedOn,
      method: p.method,
      amountCents: p.amountCents,
      status: p.status,
    })),
    refunds: rows.refunds.map((r) => ({
      amountCents: r.amountCents,
      status: r.status,
      dueBy: r.dueBy,
      settledOn: r.settledOn,
    })),
    payOnline,
    depositReturnRequested: figures.contract.depositReturnRequested,
    confirming: rows.payments.some((p) => awaitsStripe(p, now)),
  };
}
