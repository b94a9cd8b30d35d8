import { describe, expect, it } from 'vitest';
import { oneThirdPercent } from './payment-schedule';
import { depositShareProblem, isAboveOneThird, progressShareProblem, sharesTotalProblem } from './payment-shares';

describe('the shares a schedule may have', () => {
  it('takes a deposit of one-third exactly, or a percent from 0 to 50 with at most two decimals', () => {
    for (const ok of [oneThirdPercent, 0, 33.33, 12.5, 50]) expect(depositShareProblem(ok)).toBeNull();
    for (const bad of [33.333, 50.01, -1, Number.NaN, '25', null, undefined]) {
      expect(depositShareProblem(bad)).toBe(
        'The deposit must be one-third, or a percent from 0 to 50 with at most two decimals',
      );
    }
  });

  it('takes a progress payment from 0 to 100%, and together with the deposit no more than the total', () => {
    expect(progressShareProblem(0)).toBeNull();
    expect(progressShareProblem(66.67)).toBeNull();
    expect(progressShareProblem(100.01)).toMatch(/^The progress payment must be a percent from 0 to 100/);
    expect(sharesTotalProblem({ depositPercent: 50, progressPercent: 50 })).toBeNull();
    expect(sharesTotalProblem({ depositPercent: oneThirdPercent, progressPercent: 66.66 })).toBeNull();
    expect(sharesTotalProblem({ depositPercent: oneThirdPercent, progressPercent: 66.67 })).toBe(
      'The deposit and the progress payment together cannot be more than 100% of the total',
    );
  });

  it('tells a deposit above one-third, and one-third itself is not', () => {
    expect(isAboveOneThird(oneThirdPercent)).toBe(false);
    expect(isAboveOneThird(33.33)).toBe(false);
    expect(isAboveOneThird(33.34)).toBe(true);
  });
});
