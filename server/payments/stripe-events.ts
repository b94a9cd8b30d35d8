import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { dayOf } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { paymentStageLabels } from '../../shared/payments/payment-schedule';
import type { PaymentMethod, PaymentStatus, RefundStatus } from '../../shared/payments/ledger-terms';
import type { ActivityAction } from '../../shared/activity';
import { recordActivity } from '../core/activity/activity-log';
import type { Db, Tx } from '../core/db/types';
import { jobFigures, unrefundedCents } from './job-figures';
import { jobRows, type PaymentRow } from './ledger-rows';
import { issueReceipt } from './receipts/issue-receipt';
import { noticeRefundSettled } from './receipts/refund-notice';
import { queueRefund, refundReasons } from './refunds';
import { ledgerPayments, ledgerRefunds, stripeEvents } from './schema';

type Source = Parameters<typeof recordActivity>[1];

/**
 * How far a payment has come: Stripe's events may arrive out of order (a bank payment's
 * async_payment_succeeded before its checkout.session.completed), so a status only ever moves up
 * and a later event about an earlier step changes nothing.
 */
const progress: Record<PaymentStatus, number> = { pending: 0, expired: 1, processing: 1, succeeded: 2, failed: 2 };

/** Where an event can move a payment, and its line in the activity record. */
type Moved = Exclude<PaymentStatus, 'pending'>;
const lines: Record<Moved, ActivityAction> = {
  expired: 'online-payment-expired',
  processing: 'payment-processing',
  succeeded: 'payment-succeeded',
  failed: 'payment-failed',
};

/** The payment a Checkout Session is for: by its session id, or the id we gave it when the session was made. */
function paymentOf(tx: Tx, session: Stripe.Checkout.Session): PaymentRow | undefined {
  const bySession = tx.select().from(ledgerPayments).where(eq(ledgerPayments.stripeSessionId, session.id)).get();
  if (bySession) return bySession;
  const id = Number(session.metadata?.paymentId);
  if (!Number.isSafeInteger(id)) return undefined;
  const byId = tx.select().from(ledgerPayments).where(eq(ledgerPayments.id, id)).get();
  return byId && byId.stripeSessionId === null ? byId : undefined;
}

const intentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * A Checkout Session's news. We offer card and US bank account only: a card is paid when the session
 * completes ('paid'); a bank account is the one delayed method, completing 'unpaid' (processing)
 * and settling days later (async_payment_succeeded or …_failed). So the event also says the method.
 */
function sessionNews(event: Stripe.Event): { status: Moved; method: PaymentMethod | null } | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid'
        ? { status: 'succeeded', method: 'card' }
        : { status: 'processing', method: 'us_bank_account' };
    case 'checkout.session.async_payment_succeeded':
      return { status: 'succeeded', method: 'us_bank_account' };
    case 'checkout.session.async_payment_failed':
      return { status: 'failed', method: 'us_bank_account' };
    case 'checkout.session.expired':
      return { status: 'expired', method: null };
    default:
      return undefined;
  }
}

/** What an event left to do after its transaction: a refund waits for Stripe, a receipt for the mailer. */
type EventOutcome = { refundsQueued: boolean; receiptIssued: boolean };

/**
 * A payment moved on by a session event: its status, method, day and payment intent, the activity
 * line, and, once it has succeeded, a refund of whatever the job no longer owes (a contract cancelled
 * meanwhile, or a second Checkout page paid for the same payment) and its receipt.
 */
function applySessionEvent(tx: Tx, event: Stripe.Event, req: Source, now: Date): EventOutcome {
  const unchanged = { refundsQueued: false, receiptIssued: false };
  const news = sessionNews(event);
  if (!news) return unchanged;
  const session = event.data.object as Stripe.Checkout.Session;
  const payment = paymentOf(tx, session);
  if (!payment || progress[news.status] <= progress[payment.status]) return unchanged;
  const at = new Date(event.created * 1000);
  const moved = tx
    .update(ledgerPayments)
    .set({
      status: news.status,
      method: news.method ?? payment.method,
      receivedOn: news.status === 'expired' ? payment.receivedOn : dayOf(at),
      stripeSessionId: session.id,
      stripePaymentIntentId: intentOf(session) ?? payment.stripePaymentIntentId,
      checkoutUrl: null,
      updatedAt: now.toISOString(),
    })
    .where(eq(ledgerPayments.id, payment.id))
    .returning()
    .get();
  recordActivity(
    tx,
    req,
    {
      action: lines[news.status],
      actorId: null,
      subjectType: 'payment',
      subjectId: payment.id,
      leadId: payment.leadId,
      detail: `${paymentStageLabels[payment.stage]}: ${formatDollars(payment.amountCents)}`,
    },
    now,
  );
  if (moved.status !== 'succeeded') return { refundsQueued: false, receiptIssued: false };
  const rows = jobRows(tx, payment.leadId);
  const figures = jobFigures(rows, now);
  const excess = Math.min(-figures.balanceCents, unrefundedCents(moved, rows.refunds));
  const reason = figures.contract?.cancelledAt ? refundReasons.cancelled : refundReasons.overpaid;
  const refundsQueued = excess > 0 && queueRefund(tx, moved, { amountCents: excess, reason, now, req });
  // Money that moved gets its receipt, with the balance left once any excess is on its way back.
  issueReceipt(tx, moved, now);
  return { refundsQueued, receiptIssued: true };
}

const refundStatusOf = (status: string | null): RefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/** Where a Stripe refund stands now, by its id or the id we gave it; settled ones only move from succeeded to failed. */
export function applyRefundNews(tx: Tx, refund: Stripe.Refund, req: Source, now: Date, action: ActivityAction): void {
  const byId = tx.select().from(ledgerRefunds).where(eq(ledgerRefunds.stripeRefundId, refund.id)).get();
  const ours = Number(refund.metadata?.refundId);
  const row =
    byId ??
    (Number.isSafeInteger(ours) ? tx.select().from(ledgerRefunds).where(eq(ledgerRefunds.id, ours)).get() : undefined);
  if (!row || (row.stripeRefundId !== null && row.stripeRefundId !== refund.id)) return;
  const status = refundStatusOf(refund.status);
  const moves =
    row.status === 'pending'
      ? status !== 'pending' || row.stripeRefundId === null
      : row.status === 'succeeded' && status === 'failed';
  if (!moves) return;
  const settled = tx
    .update(ledgerRefunds)
    .set({
      stripeRefundId: refund.id,
      status,
      settledOn: status === 'succeeded' ? dayOf(now) : null,
      lastError: status === 'failed' ? (refund.failure_reason ?? 'Stripe could not send the refund') : null,
    })
    .where(eq(ledgerRefunds.id, row.id))
    .returning()
    .get();
  if (status === 'succeeded') noticeRefundSettled(tx, settled, { paidOn: dayOf(now), now });
  recordActivity(
    tx,
    req,
    {
      action,
      actorId: null,
      subjectType: 'refund',
      subjectId: row.id,
      leadId: row.leadId,
      detail: `${formatDollars(row.amountCents)}: ${status}`,
    },
    now,
  );
}

/**
 * One verified Stripe event, applied once: its id is stored in the same IMMEDIATE transaction as
 * what it changes, so the same event again, or twice at once, changes nothing more. Answers whether
 * a refund now waits to go through Stripe, and a receipt to be mailed.
 */
export function applyStripeEvent(db: Db, event: Stripe.Event, req: Source, now = new Date()): EventOutcome {
  return db.transaction(
    (tx): EventOutcome => {
      const fresh = tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
      if (fresh.changes === 0) return { refundsQueued: false, receiptIssued: false };
      switch (event.type) {
        case 'refund.created':
        case 'refund.updated':
        case 'refund.failed':
        case 'charge.refund.updated':
          applyRefundNews(tx, event.data.object, req, now, 'refund-updated');
          return { refundsQueued: false, receiptIssued: false };
        default:
          return applySessionEvent(tx, event, req, now);
      }
    },
    { behavior: 'immediate' },
  );
}
