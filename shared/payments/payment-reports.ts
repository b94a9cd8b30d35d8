import * as z from 'zod/mini';
import { numberValue } from '../api/lean-schemas';

/**
 * What staff read of the ledgers of every job at once (server/payments): the refunds whose last day
 * is near, the cash by Connecticut month, and the payments export's one filter. zod/mini, marked pure.
 */

/** A refund's last day as staff are warned of it: `near` within this many business days, `overdue` after it. */
export const refundWarningBusinessDays = 3;
export const refundWarnings = ['near', 'overdue'] as const;
export type RefundWarning = (typeof refundWarnings)[number];

/** GET /api/payments/refunds-due: every refund not yet on its way whose last day is near or past, soonest first. */
export const refundsDueSchema = /* @__PURE__ */ (() =>
  z.object({
    refunds: z.array(
      z.object({
        refundId: numberValue(),
        leadId: numberValue(),
        leadName: z.string(),
        amountCents: numberValue(),
        dueBy: z.string(),
        /** "the end of Friday, December 11, 2026" */
        dueByText: z.string(),
        warning: z.enum(refundWarnings),
      }),
    ),
  }))();
export type RefundsDue = z.infer<typeof refundsDueSchema>;

/** GET /api/payments/by-month: the last twelve Connecticut months, oldest first. */
export const cashByMonthSchema = /* @__PURE__ */ (() =>
  z.object({
    /** The Connecticut day the figures are as of (the current month's outstanding is as of it). */
    asOf: z.string(),
    months: z.array(
      z.object({
        /** "2026-11" */
        month: z.string(),
        /** Payments counted (succeeded, not voided) received that month. */
        receivedCents: numberValue(),
        /** Refunds paid back that month (marked paid, or Stripe's succeeded). */
        refundedCents: numberValue(),
        /** Received less refunded. */
        collectedCents: numberValue(),
        /** What homeowners owed on signed contracts at the month's end (today, for this month). */
        outstandingCents: numberValue(),
      }),
    ),
  }))();
export type CashByMonth = z.infer<typeof cashByMonthSchema>;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /api/payments.csv: every payment and refund, or one Connecticut month's ("2026-11"). */
export const paymentsExportQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    month: z.optional(z.string().check(z.regex(monthPattern, { error: 'The month is written YYYY-MM, e.g. 2026-11' }))),
  }))();
