export { createPayments, type Payments } from './create-payments';
export type { StripeSettings } from './stripe-client';
export { chargeSignedContract, refundCancelledContract } from './contract-charges';
export { homeownerPaymentsOf } from './homeowner-payments';
export { homeownerPaymentsRouter } from './homeowner-payments-router';
export { staffPaymentsRouter } from './staff-payments-router';
export { stripeWebhookRouter } from './stripe-webhook-router';
export { sendPaymentReminders } from './reminders/send-reminders';
