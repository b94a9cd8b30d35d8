import { business } from '../business';
import { formatDollars } from '../money';
import { paymentStageLabels, type PaymentStage } from './payment-schedule';

/** The payments API's refusals, each written once: routes send them, tests assert them. */
export const paymentMessages = {
  onlinePaymentOff: `Online payment is not offered here yet. Please pay by check or bank transfer, or call us at ${business.phone.display}.`,
  notSigned: 'There is nothing to pay until the contract is signed',
  cancelled: 'This contract was cancelled: nothing is due, and any payment is returned',
  nothingDue: 'Nothing is due: the contract is paid in full',
  depositReturnRequested:
    'You asked in writing for your deposit back: it is being returned, and nothing more is asked of you until we agree new dates in writing',
  stripeUnreachable: `We could not reach our card processor. Please try again in a few minutes, or call us at ${business.phone.display}.`,
  webhookOff: 'Stripe webhooks are not set up on this site',
  badSignature: 'The Stripe signature does not match this request',
  paymentNotFound: 'Payment not found',
  refundNotFound: 'Refund not found',
  onlineNotVoided: 'An online payment is not voided: it is refunded through Stripe',
  alreadyVoided: 'This payment was already voided',
  refundedNotVoided: 'A payment with a refund cannot be voided',
  refundSettled: 'This refund is already settled',
  refundThroughStripe: 'Stripe is sending this refund: it settles by itself',
  receiptNotFound: 'There is no receipt for this payment: a payment has one once it counts',
} as const;

/** "The deposit is paid" when the stage asked for has nothing left to pay. */
export const stagePaidMessage = (stage: PaymentStage) => `The ${paymentStageLabels[stage].toLowerCase()} is paid`;

/** Online, the payments are taken in the schedule's order: "Please pay the deposit first". */
export const earlierStageMessage = (stage: PaymentStage) =>
  `Please pay the ${paymentStageLabels[stage].toLowerCase()} first`;

/** A payment the balance cannot take. */
export const aboveBalanceMessage = (amountCents: number, availableCents: number) =>
  availableCents <= 0
    ? `Nothing is left to pay on this job, so a payment of ${formatDollars(amountCents)} cannot be recorded`
    : `A payment of ${formatDollars(amountCents)} is more than the ${formatDollars(availableCents)} left to pay`;
