import { paymentMessages } from '../../../../shared/payments/payment-messages';
import { paymentStageDue, paymentStageLabels, type PaymentStage } from '../../../../shared/payments/payment-schedule';

/** The words of the homeowner's payments, once the contract is signed (apart from the page's markup). */
export const paymentsCopy = {
  heading: 'Your payments',
  leftToPay: 'Left to pay',
  paidOfTotal: (paid: string, total: string) => `Paid so far: ${paid} of ${total}.`,
  processingPart: (amount: string) => `${amount} of it is a bank payment still processing.`,
  paidInFull: 'Paid in full. Thank you!',
  scheduleHeading: 'When you pay',
  stageName: (stage: PaymentStage) => paymentStageLabels[stage],
  stagePaid: (amount: string) => `Paid ${amount}`,
  stageProcessing: (amount: string) => `${amount} processing`,
  stageLeft: (amount: string) => `${amount} to pay`,
  dueNow: 'Due now',
  dueLater: (stage: PaymentStage) => `Due ${paymentStageDue[stage]}`,
  pay: (amount: string) => `Pay ${amount}`,
  payDepositNow: (amount: string) => `Pay the deposit now (${amount})`,
  depositOptional: (deadline: string) =>
    `Paying it now is optional: the deposit is due only once your right to cancel ends (${deadline}), and if you cancel before then, it is returned in full.`,
  opening: 'Opening the payment page…',
  noSurcharge: 'By card or US bank account, on our card processor’s secure page. No fee is added for paying by card.',
  notOffered: paymentMessages.onlinePaymentOff,
  depositReturnRequested: `${paymentMessages.depositReturnRequested}.`,
  cancelled: paymentMessages.cancelled,
  paymentsHeading: 'Payments received',
  method: 'Method',
  date: 'Date',
  amount: 'Amount',
  status: 'Status',
  receipt: (number: string) => `Receipt ${number} (PDF)`,
  processingNote: 'A bank payment takes a few business days to clear: it shows as Paid here once it has.',
  failedNote:
    'A bank payment failed: your bank did not pay it, and nothing was taken. Please pay it again, or call us.',
  refundsHeading: 'Refunds',
  refundDueBy: (day: string) => `Returned by ${day}: within ten business days of your cancellation.`,
  refundSettled: (day: string) => `Returned on ${day}.`,
  /** Back from Checkout, once Stripe's confirmation has arrived. */
  confirmed: 'Thank you. Your payment shows below, under Your payments.',
  /** Back from Checkout, when the page has stopped reading again and Stripe has still not confirmed. */
  stillConfirming: 'Your payment is still being confirmed. Please reload this page in a few minutes to see it here.',
} as const;
