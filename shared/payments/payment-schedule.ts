import { formatDollars } from '../money';

/**
 * A contract's payment schedule: the deposit, an optional progress payment at the start of
 * installation, and the balance on completion. One home for the amounts: the contract's terms, its
 * PDF, the homeowner's page and the ledger's payments due all read them from here.
 */
export const paymentStages = ['deposit', 'progress', 'balance'] as const;
export type PaymentStage = (typeof paymentStages)[number];

/** Connecticut's Department of Consumer Protection: a legitimate contractor takes no more than one-third up front. */
export const oneThirdPercent = 100 / 3;

/** The shares of the total, in percent; one-third is `oneThirdPercent` exactly, so a third of $9,000 is $3,000. */
export type PaymentShares = { depositPercent: number; progressPercent?: number };

export const paymentStageLabels: Record<PaymentStage, string> = {
  deposit: 'Deposit',
  progress: 'Progress payment',
  balance: 'Balance',
};

export const paymentStageDue: Record<PaymentStage, string> = {
  deposit: 'once your right to cancel has ended',
  progress: 'at the start of installation',
  balance: 'on the day installation is complete, after we walk you through the finished space',
};

export type ScheduledPayment = { stage: PaymentStage; amountCents: number };

const shareOf = (totalCents: number, percent: number) => Math.round((totalCents * percent) / 100);

/**
 * The payments of a total, in order; a stage of $0 is left out (the balance stands alone when nothing is due before).
 * The progress payment is what is due by the start of installation less the deposit, each rounded once, so
 * shares that add up to 100% never leave a balance below zero.
 */
export function paymentSchedule(totalCents: number, shares: PaymentShares): ScheduledPayment[] {
  const deposit = shareOf(totalCents, shares.depositPercent);
  const progress = shareOf(totalCents, shares.depositPercent + (shares.progressPercent ?? 0)) - deposit;
  const schedule: ScheduledPayment[] = [
    { stage: 'deposit', amountCents: deposit },
    { stage: 'progress', amountCents: progress },
    { stage: 'balance', amountCents: totalCents - deposit - progress },
  ];
  return schedule.filter((payment) => payment.amountCents > 0);
}

/** "one-third" or "25%": a share as the contract words it. */
export function formatShare(percent: number): string {
  return Math.abs(percent - oneThirdPercent) < 1e-9 ? 'one-third' : `${Number(percent.toFixed(2))}%`;
}

/** "Deposit of one-third", "Progress payment of 25%", "Balance": a stage with its share of the total. */
function scheduledPaymentName({ stage }: ScheduledPayment, shares: PaymentShares): string {
  const percent = stage === 'deposit' ? shares.depositPercent : shares.progressPercent;
  const share = stage === 'balance' || percent == null ? '' : ` of ${formatShare(percent)}`;
  return `${paymentStageLabels[stage]}${share}`;
}

/** "Deposit of one-third ($3,000), due once your right to cancel has ended" */
export function describeScheduledPayment(payment: ScheduledPayment, shares: PaymentShares): string {
  return `${scheduledPaymentName(payment, shares)} (${formatDollars(payment.amountCents)}), due ${paymentStageDue[payment.stage]}`;
}

/** "Deposit of one-third, due once your right to cancel has ended": a row of a price table with the amount beside it. */
export const scheduledPaymentRow = (payment: ScheduledPayment, shares: PaymentShares): string =>
  `${scheduledPaymentName(payment, shares)}, due ${paymentStageDue[payment.stage]}`;

/**
 * The schedule in shares, without a total: "Deposit: one-third of the total, due once your right to
 * cancel has ended; the balance on completion." (the homeowner's page, beside the terms).
 */
export function describeShares({ depositPercent, progressPercent = 0 }: PaymentShares): string {
  const parts = [
    depositPercent > 0 ? `Deposit: ${formatShare(depositPercent)} of the total, due ${paymentStageDue.deposit}` : null,
    progressPercent > 0
      ? `${depositPercent > 0 ? 'progress' : 'Progress'} payment: ${formatShare(progressPercent)} of the total, due ${paymentStageDue.progress}`
      : null,
  ].filter((part) => part !== null);
  return parts.length === 0
    ? 'No deposit: the total is due on completion.'
    : `${parts.join('; ')}; the balance on completion.`;
}
