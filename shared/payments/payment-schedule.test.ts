import { describe, expect, it } from 'vitest';
import {
  describeScheduledPayment,
  describeShares,
  formatShare,
  oneThirdPercent,
  paymentSchedule,
  scheduledPaymentRow,
} from './payment-schedule';

describe('paymentSchedule', () => {
  it('takes one-third exactly as the deposit, and the rest on completion', () => {
    expect(paymentSchedule(900_000, { depositPercent: oneThirdPercent })).toEqual([
      { stage: 'deposit', amountCents: 300_000 },
      { stage: 'balance', amountCents: 600_000 },
    ]);
  });

  it('rounds each share to the cent and puts what is left in the balance, so the parts add up to the total', () => {
    const schedule = paymentSchedule(1_000_001, { depositPercent: oneThirdPercent, progressPercent: 25 });
    expect(schedule.map((p) => p.stage)).toEqual(['deposit', 'progress', 'balance']);
    expect(schedule.reduce((sum, p) => sum + p.amountCents, 0)).toBe(1_000_001);
    expect(schedule[0]!.amountCents).toBe(333_334);
  });

  it('never leaves a balance below zero when the shares add up to 100%, however each rounds', () => {
    // 33.5% and 66.5% of $1,501 are $502.835 and $998.165: rounded each alone, they come to a cent over.
    const schedule = paymentSchedule(150_100, { depositPercent: 33.5, progressPercent: 66.5 });
    expect(schedule).toEqual([
      { stage: 'deposit', amountCents: 50_284 },
      { stage: 'progress', amountCents: 99_816 },
    ]);
  });

  it('leaves out a stage of $0', () => {
    expect(paymentSchedule(500_000, { depositPercent: 0 })).toEqual([{ stage: 'balance', amountCents: 500_000 }]);
  });
});

describe('the schedule in words', () => {
  it('says one-third, a percent, and the dollars with when each is due', () => {
    expect(formatShare(oneThirdPercent)).toBe('one-third');
    expect(formatShare(25)).toBe('25%');
    const shares = { depositPercent: oneThirdPercent, progressPercent: 25 };
    const [deposit, progress, balance] = paymentSchedule(1_200_000, shares);
    expect(describeScheduledPayment(deposit!, shares)).toBe(
      'Deposit of one-third ($4,000), due once your right to cancel has ended',
    );
    expect(describeScheduledPayment(progress!, shares)).toBe(
      'Progress payment of 25% ($3,000), due at the start of installation',
    );
    expect(describeScheduledPayment(balance!, shares)).toMatch(/^Balance \(\$5,000\), due on the day installation/);
    expect(scheduledPaymentRow(deposit!, shares)).toBe('Deposit of one-third, due once your right to cancel has ended');
  });

  it('words the shares alone for the page beside the terms', () => {
    expect(describeShares({ depositPercent: oneThirdPercent })).toBe(
      'Deposit: one-third of the total, due once your right to cancel has ended; the balance on completion.',
    );
    expect(describeShares({ depositPercent: 12.5, progressPercent: 40 })).toBe(
      'Deposit: 12.5% of the total, due once your right to cancel has ended; progress payment: 40% of the total, due at the start of installation; the balance on completion.',
    );
    expect(describeShares({ depositPercent: 0, progressPercent: 0 })).toBe(
      'No deposit: the total is due on completion.',
    );
  });
});
