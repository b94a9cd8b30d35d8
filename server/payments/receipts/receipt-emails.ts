import { business } from '../../../shared/business';
import { formatDayKey } from '../../../shared/business-time';
import { formatDollars } from '../../../shared/money';
import { paymentStageLabels } from '../../../shared/payments/payment-schedule';
import { oneLine, type Email } from '../../core/mail/email';
import type { ReceiptDocument } from './receipt-document';

const dollars = (cents: number) => formatDollars(cents, { alwaysCents: true });
/** "Card, paid online" → "card, paid online" in a sentence; "US bank account" keeps its capitals. */
const inSentence = (text: string) => text.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
const contactLine = `Questions? Call us at ${business.phone.display} or write to ${business.email}.`;

/** To the homeowner, with the receipt's PDF attached: a payment of theirs was counted. */
export function receiptEmail(receipt: ReceiptDocument): Email {
  const { payment, contract } = receipt;
  const what = `${paymentStageLabels[payment.stage].toLowerCase()} of ${dollars(payment.amountCents)}`;
  return {
    subject: oneLine(`Your receipt for ${dollars(payment.amountCents)} | ${business.name}`),
    body: [
      `Dear ${oneLine(receipt.homeowner.name)},`,
      ``,
      `Thank you: we received your ${what} (${inSentence(payment.method)}) on ${formatDayKey(payment.receivedOn, 'weekdayYear')}.`,
      ``,
      `Receipt:  ${receipt.number}`,
      ...(contract.number ? [`Contract: ${contract.number}`] : []),
      receipt.balanceAfterCents > 0
        ? `Balance left on the contract: ${dollars(receipt.balanceAfterCents)}`
        : `Your contract is paid in full.`,
      ``,
      `Your receipt is attached as a PDF; keep it for your records. You can download it again from your proposal page.`,
      ``,
      contactLine,
      ``,
      business.name,
    ].join('\n'),
  };
}

/** To the homeowner: a refund of theirs was paid back, through Stripe or by the office. */
export function refundNoticeEmail(input: {
  homeownerName: string;
  amountCents: number;
  paidOn: string;
  throughStripe: boolean;
}): Email {
  const amount = dollars(input.amountCents);
  const day = formatDayKey(input.paidOn, 'weekdayYear');
  return {
    subject: oneLine(`Your refund of ${amount} | ${business.name}`),
    body: [
      `Dear ${oneLine(input.homeownerName)},`,
      ``,
      input.throughStripe
        ? `We refunded ${amount} to the card or bank account you paid with on ${day}. Banks usually show a refund within 5 to 10 business days.`
        : `We paid back ${amount} to you on ${day}.`,
      ``,
      contactLine,
      ``,
      business.name,
    ].join('\n'),
  };
}
