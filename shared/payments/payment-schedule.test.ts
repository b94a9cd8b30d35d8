import { describe, expect, it } from 'vitest';
import { describeScheduledPayment, formatShare, oneThirdPercent, paymentSchedule } from './payment-schedule';

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
  });
});
