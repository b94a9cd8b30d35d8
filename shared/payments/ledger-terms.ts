/**
 * The words of a job's ledger (server/payments): what a charge, a payment and a refund can be, and
 * how the pages name them. Plain constants, so the homeowner's page can import them without zod.
 */

/** How a payment came in: online through Stripe Checkout, or taken in person and recorded by the office. */
export const paymentMethods = ['card', 'us_bank_account', 'check', 'cash', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The methods the office records by hand (POST /api/contacts/:id/payments). */
export const recordedMethods = ['check', 'cash', 'bank_transfer'] as const satisfies readonly PaymentMethod[];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  us_bank_account: 'US bank account',
  check: 'Check',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
};

/**
 * Where a payment stands. `pending`: a Checkout session was opened and Stripe has not said it was
 * paid (never counted, never shown to the homeowner); `processing`: a bank payment Stripe accepted
 * and has not yet settled (held against the balance, not counted as paid); `succeeded`: counted;
 * `failed`: a bank payment that did not go through; `expired`: a Checkout session left unpaid.
 */
export const paymentStatuses = ['pending', 'processing', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the homeowner's page shows of a payment (pending and expired sessions are not payments). */
export const shownPaymentStatuses = ['processing', 'succeeded', 'failed'] as const satisfies readonly PaymentStatus[];

/** How the pages name each status (the homeowner's page and the staff ledger, built on this data). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Not completed',
  processing: 'Processing',
  succeeded: 'Paid',
  failed: 'Failed',
  expired: 'Not completed',
};

/**
 * Where a refund stands. A recorded payment's refund is `owed` until the office marks it `paid`; a
 * Stripe payment's is `pending` until Stripe says `succeeded` (or `failed`, which the office then
 * settles by hand and marks paid).
 */
export const refundStatuses = ['owed', 'paid', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundStatusLabels: Record<RefundStatus, string> = {
  owed: 'Refund owed',
  paid: 'Refunded',
  pending: 'Refund on its way',
  succeeded: 'Refunded',
  failed: 'Refund failed',
};

/** A charge to the job: the contract's total at signing, its reversal when the contract is cancelled, and each signed change order's difference (which may be negative). */
export const chargeKinds = ['contract', 'cancellation', 'change_order'] as const;

/** After a cancellation within the right to cancel, every payment is returned within this many business days. */
export const refundBusinessDays = 10;
