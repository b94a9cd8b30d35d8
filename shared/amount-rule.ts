import { formatDollars } from './money';

/**
 * The one rule for the amount of a deal, in cents: a quote, a Won amount and an option's total
 * alike are at least $1.00 and at most $1,000,000.00. The pipeline's schema, the proposal editor's
 * save and send, and acceptance all read it from here.
 */
export const amountRule = { minCents: 100, maxCents: 100_000_000 } as const;

export const isAllowedAmount = (cents: number): boolean =>
  Number.isSafeInteger(cents) && cents >= amountRule.minCents && cents <= amountRule.maxCents;

const range = `between ${formatDollars(amountRule.minCents, { alwaysCents: true })} and ${formatDollars(amountRule.maxCents, { alwaysCents: true })}`;

/** `Option "Better" totals -$999,000.00; an option's total must be between $1.00 and $1,000,000.00.` */
export const optionTotalMessage = (optionName: string, totalCents: number): string =>
  `Option "${optionName}" totals ${formatDollars(totalCents, { alwaysCents: true })}; an option's total must be ${range}.`;
