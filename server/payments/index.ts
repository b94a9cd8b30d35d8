export { createPayments, type Payments } from './create-payments';
export type { StripeSettings } from './stripe-client';
export { chargeSignedContract, refundCancelledContract } from './contract-charges';
export { homeownerPaymentsOf } from './homeowner-payments';
export { homeownerPaymentsRouter } from './homeowner-payments-router';
export { paymentsReportsRouter } from './payments-reports-router';
export { refundsToWarnAbout } from './refund-warnings';
export { staffPaymentsRouter } from './staff-payments-router';
export { stripeWebhookRouter } from './stripe-webhook-router';
