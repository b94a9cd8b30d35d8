import * as z from 'zod/mini';
import { literalValue, numberValue } from '../api/lean-schemas';
import { paymentStages } from './payment-schedule';
import { refundWarnings } from './payment-reports';
import { chargeKinds, paymentMethods, paymentStatuses, refundStatuses, shownPaymentStatuses } from './ledger-terms';

/**
 * A job's money as the API answers it: to the homeowner's page (HomeownerPayments, a part of the
 * proposal it shows once signed) and to staff (JobPayments). Amounts are whole cents; days are
 * Connecticut "YYYY-MM-DD" days; instants are UTC. zod/mini, every schema marked pure: the
 * homeowner's page imports only the types.
 */

const stageFigureShape = () => ({
  stage: z.enum(paymentStages),
  amountCents: numberValue(),
  /** What the payments counted so far cover of it, taken in the schedule's order. */
  paidCents: numberValue(),
  /** What bank payments not yet settled cover of it. */
  processingCents: numberValue(),
  /** What is left to pay of it. */
  leftCents: numberValue(),
  /** What of it the office holds back while the punch list is open (the balance only): due once the list is clear. */
  heldBackCents: numberValue(),
  /** Due now: the deposit once the right to cancel has ended, the balance from the sign-off or three days after completion. */
  due: z.boolean(),
});

/** GET /api/proposals' page data, `payments` of the proposal once signed (null before). */
export const homeownerPaymentsSchema = /* @__PURE__ */ (() =>
  z.object({
    totalCents: numberValue(),
    paidCents: numberValue(),
    processingCents: numberValue(),
    /** What is still owed: the charges less the payments counted, plus what was refunded. */
    balanceCents: numberValue(),
    schedule: z.array(
      z.object({
        ...stageFigureShape(),
        /** "Pay $X" is offered for it: online payment is on, and it is the next payment in the schedule. */
        payable: z.boolean(),
      }),
    ),
    payments: z.array(
      z.object({
        id: numberValue(),
        /** Its receipt's number once it counted ("R-2026-00012"): the PDF is at proposalReceiptPath. */
        receipt: z.nullable(z.string()),
        /** The Connecticut day it was received (or, for a bank payment, accepted by Stripe). */
        receivedOn: z.string(),
        method: z.enum(paymentMethods),
        amountCents: numberValue(),
        status: z.enum(shownPaymentStatuses),
      }),
    ),
    refunds: z.array(
      z.object({
        amountCents: numberValue(),
        status: z.enum(refundStatuses),
        /** The last Connecticut day it is due by (ten business days after the cancellation). */
        dueBy: z.string(),
        settledOn: z.nullable(z.string()),
      }),
    ),
    /** Online payment is offered: Stripe is set up, the contract is not cancelled and the deposit was not asked back. */
    payOnline: z.boolean(),
    /** The homeowner asked in writing for the deposit back (CGS 20-427(b)(8)): nothing is asked for meanwhile. */
    depositReturnRequested: z.boolean(),
    /**
     * A Checkout page was opened and Stripe has not yet said how it ended: back from Checkout, the
     * page says the payment is being confirmed until Stripe's signed webhook arrives.
     */
    confirming: z.boolean(),
  }))();
export type HomeownerPayments = z.infer<typeof homeownerPaymentsSchema>;

/**
 * A signed job's money in a line, as GET /api/contacts gives it with each lead (one answer for the
 * whole page of the inbox): paid, due now, the balance, what is processing, and the refunds staff
 * are warned of. The Payments panel reads the whole ledger when it is opened.
 */
export const jobMoneySummarySchema = /* @__PURE__ */ (() =>
  z.object({
    paidCents: numberValue(),
    /** What is left of the schedule's payments that have fallen due, less what is held back for the punch list. */
    dueNowCents: numberValue(),
    balanceCents: numberValue(),
    processingCents: numberValue(),
    /** How many of its refunds staff are warned of, and whether any is past its last day. */
    refundsWarned: numberValue(),
    refundOverdue: z.boolean(),
  }))();
export type JobMoneySummary = z.infer<typeof jobMoneySummarySchema>;

/** Who did something and when, with their reason (a voided payment). */
const voidSchema = () => z.object({ at: z.string(), by: z.nullable(z.string()), reason: z.string() });

/** GET /api/contacts/:id/payments, and the answer of each change to them. */
export const jobPaymentsSchema = /* @__PURE__ */ (() =>
  z.object({
    /** The signed contract the ledger follows; null before the homeowner signs. */
    contract: z.nullable(
      z.object({
        signedAt: z.string(),
        /** The end of the right to cancel (a UTC instant): the deposit is due from then. */
        cancelBy: z.string(),
        cancelledAt: z.nullable(z.string()),
        /** The job's total: the contract and its signed change orders. */
        totalCents: numberValue(),
        depositPercent: numberValue(),
        progressPercent: numberValue(),
      }),
    ),
    totals: z.object({
      chargesCents: numberValue(),
      paidCents: numberValue(),
      processingCents: numberValue(),
      refundedCents: numberValue(),
      balanceCents: numberValue(),
      /** What a new payment may be at most: the balance less bank payments still processing. */
      availableCents: numberValue(),
      /** Refunds not yet settled (owed, on their way or failed). */
      refundsOpenCents: numberValue(),
    }),
    schedule: z.array(z.object(stageFigureShape())),
    /** The same line as the inbox gives with the lead: the card shows it from this answer once read. */
    summary: jobMoneySummarySchema,
    charges: z.array(
      z.object({
        id: numberValue(),
        kind: z.enum(chargeKinds),
        amountCents: numberValue(),
        label: z.string(),
        at: z.string(),
      }),
    ),
    payments: z.array(
      z.object({
        id: numberValue(),
        stage: z.enum(paymentStages),
        /** Null for an online payment Stripe has not confirmed yet. */
        method: z.nullable(z.enum(paymentMethods)),
        amountCents: numberValue(),
        status: z.enum(paymentStatuses),
        receivedOn: z.nullable(z.string()),
        checkNumber: z.nullable(z.string()),
        online: z.boolean(),
        recordedBy: z.nullable(z.string()),
        createdAt: z.string(),
        stripeSessionId: z.nullable(z.string()),
        stripePaymentIntentId: z.nullable(z.string()),
        voided: z.nullable(voidSchema()),
        /** Its receipt, once it counted: the number, when it was issued and when it was e-mailed. */
        receipt: z.nullable(z.object({ number: z.string(), issuedAt: z.string(), mailedAt: z.nullable(z.string()) })),
      }),
    ),
    refunds: z.array(
      z.object({
        id: numberValue(),
        paymentId: numberValue(),
        amountCents: numberValue(),
        reason: z.string(),
        status: z.enum(refundStatuses),
        online: z.boolean(),
        createdAt: z.string(),
        dueBy: z.string(),
        /** "the end of Friday, December 4, 2026" */
        dueByText: z.string(),
        /** Not settled, and its last day has passed. */
        overdue: z.boolean(),
        /** Staff are warned: its last day is within three business days (`near`) or past, and the office still has to see it through. */
        warning: z.nullable(z.enum(refundWarnings)),
        settledOn: z.nullable(z.string()),
        settledBy: z.nullable(z.string()),
        note: z.nullable(z.string()),
        /** Stripe's last refusal, while it is retried. */
        lastError: z.nullable(z.string()),
      }),
    ),
    /**
     * The e-mailed reminders of payments due and unpaid, 3 and 7 days after each falls due (the
     * deposit once the right to cancel has ended; the progress payment and the balance once the
     * ledger gives them a due day): whether staff paused them, and those sent.
     */
    reminders: z.object({
      paused: z.boolean(),
      pausedAt: z.nullable(z.string()),
      pausedBy: z.nullable(z.string()),
      sent: z.array(
        z.object({
          stage: z.enum(paymentStages),
          /** The Connecticut day the payment fell due. */
          dueOn: z.string(),
          afterDays: numberValue(),
          amountCents: numberValue(),
          sentAt: z.string(),
        }),
      ),
    }),
    /** The homeowner's written request for the deposit back (CGS 20-427(b)(8)), once recorded. */
    depositRequest: z.nullable(
      z.object({
        receivedOn: z.string(),
        /** Ten calendar days after it was received: the last day to return the deposit. */
        dueBy: z.string(),
        /** "the end of Saturday, January 30, 2027" */
        dueByText: z.string(),
        /** A refund of it is still open and its last day has passed. */
        overdue: z.boolean(),
        recordedBy: z.nullable(z.string()),
      }),
    ),
    /** Online payment is offered on this site (STRIPE_SECRET_KEY is set). */
    onlinePayment: z.boolean(),
  }))();
export type JobPayments = z.infer<typeof jobPaymentsSchema>;

/** POST /api/proposals/:token/payments as JSON: the Checkout page to open. */
export const checkoutAnswerSchema = /* @__PURE__ */ (() => z.object({ url: z.string() }))();

/** POST /api/stripe/webhook */
export const webhookAnswerSchema = /* @__PURE__ */ (() => z.object({ received: literalValue(true) }))();
