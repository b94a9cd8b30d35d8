import { business } from '../../../shared/business';
import { formatDayKey, type DayKey } from '../../../shared/business-time';
import { formatDollars } from '../../../shared/money';
import { paymentStageLabels, type PaymentStage } from '../../../shared/payments/payment-schedule';
import { oneLine, type Email } from '../../core/mail/email';
import { firstNameOf } from '../../core/first-name';

/** To the homeowner: a payment of their contract is due and unpaid (3, then 7 days after it fell due). */
export function paymentReminderEmail(input: {
  homeownerName: string;
  stage: PaymentStage;
  amountCents: number;
  dueOn: DayKey;
  afterDays: number;
  contractNumber: string | null;
  /** Their page (a fresh link to it), where "Pay $X" is; null when no link of theirs is open. */
  pageUrl: string | null;
  onlinePayment: boolean;
}): Email {
  const amount = formatDollars(input.amountCents, { alwaysCents: true });
  const payment = paymentStageLabels[input.stage].toLowerCase();
  const contract = input.contractNumber ? ` on your contract ${input.contractNumber}` : '';
  const second = input.afterDays > 3;
  return {
    subject: oneLine(
      `${second ? 'A second reminder' : 'A reminder'}: your ${payment} of ${amount} is due | ${business.name}`,
    ),
    body: [
      `Hello ${firstNameOf(input.homeownerName)},`,
      ``,
      `${second ? 'A second, friendly reminder' : 'A friendly reminder'}: the ${payment} of ${amount}${contract} has been due since ${formatDayKey(input.dueOn, 'weekdayYear')}.`,
      ``,
      ...(input.pageUrl
        ? [
            input.onlinePayment
              ? `You can pay it online by card or bank account from your page:`
              : `Your page shows what is paid and what is due:`,
            input.pageUrl,
            ``,
          ]
        : []),
      `You can also pay by check or bank transfer: call us at ${business.phone.display} (${business.hours.summary}) and we will help.`,
      `If you have already paid, thank you, and please disregard this reminder.`,
      ``,
      business.name,
    ].join('\n'),
  };
}
