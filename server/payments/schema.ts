import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { chargeKinds, paymentMethods, paymentStatuses, refundStatuses } from '../../shared/payments/ledger-terms';
import { paymentStages } from '../../shared/payments/payment-schedule';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt, parentIdColumn, updatedAt } from '../core/db/columns';
import { leadIdColumn, leadIdPrimaryKey } from '../leads/schema';

/*
 * A job's ledger (a job: a lead with a signed contract), in whole cents. No row is ever deleted by
 * the site: a mistake is voided with its reason and who voided it. The rows go only with their lead,
 * when the retention rule for a customer's records lets it go (shared/retention.ts).
 * Balance = charges − payments succeeded + refunds (server/payments/job-figures.ts).
 */

/**
 * What the job costs: the contract's total, written in the acceptance's own transaction with the
 * schedule it was signed with, and its reversal when the homeowner cancels (later, signed change
 * orders). One contract and one cancellation per lead.
 */
export const ledgerCharges = sqliteTable(
  'ledger_charges',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    kind: text('kind', { enum: chargeKinds }).notNull(),
    /** Signed: a cancellation takes the contract's total off. */
    amountCents: integer('amount_cents').notNull(),
    /** "Contract: Better" */
    label: text('label').notNull(),
    /** When it was charged (the signature, the cancellation), UTC. */
    at: text('at').notNull(),
    /** The contract's schedule as signed (shared/payments/payment-schedule.ts); null on other charges. */
    depositPercent: real('deposit_percent'),
    progressPercent: real('progress_percent'),
    /** The contract's number as its PDF prints it ("P-2026-0042"); null on other charges. */
    reference: text('reference'),
    /** The contract's starting date, a Connecticut day (CGS 20-427(b)(8) counts 30 days from it); null on other charges. */
    startsOn: text('starts_on'),
    /** Who added it; null for the homeowner's own signature or cancellation. */
    createdBy: staffIdColumn('created_by'),
  },
  (t) => [
    index('ledger_charges_lead_idx').on(t.leadId),
    uniqueIndex('ledger_charges_once_idx')
      .on(t.leadId, t.kind)
      .where(sql`${t.kind} IN ('contract', 'cancellation')`),
  ],
);

/**
 * Money in: online through Stripe Checkout (a row opened 'pending' with its session, confirmed only
 * by Stripe's signed webhook) or taken in person and recorded by the office.
 */
export const ledgerPayments = sqliteTable(
  'ledger_payments',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    /** The payment of the schedule it was made for. */
    stage: text('stage', { enum: paymentStages }).notNull(),
    /** Null while an online payment is pending: Stripe says how it was paid. */
    method: text('method', { enum: paymentMethods }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** The Connecticut day it was received ("YYYY-MM-DD"); null while pending. */
    receivedOn: text('received_on'),
    checkNumber: text('check_number'),
    /** Who recorded it; null for an online payment. */
    recordedBy: staffIdColumn('recorded_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    stripeSessionId: text('stripe_session_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Stripe's fee on an online payment, once read from its charge's balance transaction (stripe-fees.ts). */
    feeCents: integer('fee_cents'),
    /** The Checkout page while the session is open, and when it closes. */
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: text('checkout_expires_at'),
    voidedAt: text('voided_at'),
    voidedBy: staffIdColumn('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [index('ledger_payments_lead_idx').on(t.leadId), check('ledger_payments_amount', sql`${t.amountCents} > 0`)],
);

/**
 * Money back: every payment of a contract cancelled within the right to cancel (within ten business
 * days), or what was paid above the balance. A Stripe payment's goes back through Stripe's refund
 * (sent after the transaction by server/payments/refund-sender.ts, retried until Stripe takes it); a
 * recorded payment's is owed until the office marks it paid.
 */
export const ledgerRefunds = sqliteTable(
  'ledger_refunds',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    paymentId: parentIdColumn('payment_id', () => ledgerPayments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    /** The last Connecticut day it may be paid on. */
    dueBy: text('due_by').notNull(),
    createdAt: createdAt(),
    /** The Connecticut day it was paid back, and by whom (null: Stripe). */
    settledOn: text('settled_on'),
    settledBy: staffIdColumn('settled_by'),
    note: text('note'),
    stripeRefundId: text('stripe_refund_id').unique(),
    /** Tries at Stripe so far, the next one not before, and Stripe's last refusal. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    lastError: text('last_error'),
    /** When the homeowner was e-mailed that it was paid back (once, whichever way it settled). */
    noticeQueuedAt: text('notice_queued_at'),
  },
  (t) => [index('ledger_refunds_lead_idx').on(t.leadId), check('ledger_refunds_amount', sql`${t.amountCents} > 0`)],
);

/** Each Stripe event applied, by its id: the same event again (Stripe retries and may send twice) changes nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When it arrived. */
  createdAt: createdAt(),
});

/**
 * A payment's receipt, one per payment (its key): issued in the transaction that counts the payment
 * (the webhook's or the office's), then e-mailed with its PDF by the receipt mailer. The PDF is made
 * again from these facts for each download; the balance is the one left when it was issued.
 */
export const paymentReceipts = sqliteTable(
  'payment_receipts',
  {
    id: autoIncrementId(),
    paymentId: parentIdColumn('payment_id', () => ledgerPayments.id).unique(),
    leadId: leadIdColumn(),
    /** What was left to pay once this payment counted. */
    balanceAfterCents: integer('balance_after_cents').notNull(),
    issuedAt: text('issued_at').notNull(),
    /** When its e-mail was queued, or why it never will be (the payment was voided first). */
    mailedAt: text('mailed_at'),
    notMailedReason: text('not_mailed_reason'),
  },
  (t) => [index('payment_receipts_lead_idx').on(t.leadId)],
);

/**
 * Each reminder of a payment due and unpaid, sent once: keyed by the job, the payment of the
 * schedule, the day it fell due and how many days after it (3 or 7), so two runs at once send one.
 */
export const paymentReminders = sqliteTable(
  'payment_reminders',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    stage: text('stage', { enum: paymentStages }).notNull(),
    /** The Connecticut day the payment fell due. */
    dueOn: text('due_on').notNull(),
    afterDays: integer('after_days').notNull(),
    /** The payment's amount left when it was sent. */
    amountCents: integer('amount_cents').notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [uniqueIndex('payment_reminders_once_idx').on(t.leadId, t.stage, t.dueOn, t.afterDays)],
);

/** A job whose payment reminders staff paused (resuming removes the row; the activity record keeps both). */
export const paymentReminderPauses = sqliteTable('payment_reminder_pauses', {
  leadId: leadIdPrimaryKey(),
  pausedAt: text('paused_at').notNull(),
  pausedBy: staffIdColumn('paused_by'),
});

/**
 * The homeowner's written request for their deposit back (CGS 20-427(b)(8)): more than 30 days
 * after the contract's starting date with no substantial work done, the deposit is returned within
 * ten days of the request. One per job; its refunds are rows of ledger_refunds due by `dueBy`.
 */
export const depositReturnRequests = sqliteTable('deposit_return_requests', {
  id: autoIncrementId(),
  leadId: leadIdColumn().unique(),
  /** The Connecticut day the written request was received. */
  receivedOn: text('received_on').notNull(),
  /** The last day the deposit may be returned on: ten calendar days after it was received. */
  dueBy: text('due_by').notNull(),
  recordedBy: staffIdColumn('recorded_by'),
  createdAt: createdAt(),
});
