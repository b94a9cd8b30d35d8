import { oneThirdPercent, type PaymentShares } from './payment-schedule';

/**
 * What a deposit and a progress payment may be, as the price book's defaults and as a proposal's
 * terms: each sentence names the share, for the API's 400 and the staff forms alike.
 */
export const paymentShareLimits = {
  depositPercent: { min: 0, max: 50 },
  progressPercent: { min: 0, max: 100 },
} as const;

/** A percent typed in a form: at most two decimals (33.33, 12.5), or `oneThirdPercent` itself. */
const isShare = (value: unknown, { min, max }: { min: number; max: number }): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  (value === oneThirdPercent || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

export function depositShareProblem(value: unknown): string | null {
  const { min, max } = paymentShareLimits.depositPercent;
  return isShare(value, paymentShareLimits.depositPercent)
    ? null
    : `The deposit must be one-third, or a percent from ${min} to ${max} with at most two decimals`;
}

export function progressShareProblem(value: unknown): string | null {
  const { min, max } = paymentShareLimits.progressPercent;
  return isShare(value, paymentShareLimits.progressPercent)
    ? null
    : `The progress payment must be a percent from ${min} to ${max} with at most two decimals`;
}

/** The deposit and the progress payment leave a balance of zero or more. */
export function sharesTotalProblem({ depositPercent, progressPercent = 0 }: PaymentShares): string | null {
  return depositPercent + progressPercent > 100 + 1e-9
    ? 'The deposit and the progress payment together cannot be more than 100% of the total'
    : null;
}

/** Above what Connecticut's Department of Consumer Protection tells homeowners to pay up front. */
export const isAboveOneThird = (depositPercent: number) => depositPercent > oneThirdPercent + 1e-9;

export const depositAboveOneThirdWarning =
  "This deposit is more than one-third. Connecticut's Department of Consumer Protection tells homeowners that a legitimate contractor takes no more than one-third up front.";
