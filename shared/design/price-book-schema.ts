import * as z from 'zod/mini';
import { shownAs } from '../api/lean-schemas';
import { accessoryIds, accessoryName } from './accessories';
import { finishIds, finishLabel, hardwareFinishIds, hardwareFinishLabel } from './finishes';
import { defaultPriceBook, priceBookLimits, type PriceBook, type PublicPriceBook } from './price-book';
import { sectionKindLabels, sectionKinds } from './section-kinds';
import type { PaymentShares } from '../payments/payment-schedule';
import { depositShareProblem, progressShareProblem, sharesTotalProblem } from '../payments/payment-shares';

/**
 * A number staff typed, checked by `issue` (its sentence, or null) inside z.custom, as the design
 * schema's measures are: the planner's zod/mini then ships no number type of its own.
 */
const amount = (issue: (value: unknown) => string | null) =>
  z.custom<number>((value) => issue(value) === null, {
    error: (problem) => issue(problem.input) ?? undefined,
    ...shownAs({ type: 'number' }),
  });

const dollars = (label: string) =>
  amount((value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return `${label} must be a whole number of dollars`;
    if (value < 0) return `${label} cannot be negative`;
    if (value > priceBookLimits.maxPrice) {
      return `${label} must be at most $${priceBookLimits.maxPrice.toLocaleString('en-US')}`;
    }
    return null;
  });

const ratio = (label: string, example: string, { min, max }: { min: number; max: number }) =>
  amount((value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number, e.g. ${example}`;
    return value < min || value > max ? `${label} must be ${min} to ${max}` : null;
  });

const wholePercent = (label: string) =>
  amount((value) => {
    const { min, max } = priceBookLimits.maxDiscountPercent;
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${label} must be a whole percent from ${min} to ${max}`;
  });

const multiplier = (label: string) => ratio(label, '1.15', priceBookLimits.multiplier);

function recordOf<K extends string>(keys: readonly K[], value: (key: K) => z.ZodMiniType) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, z.ZodMiniType>);
}

/** Every price of the book, each checked with a sentence that names it. */
const pricesShape = () => ({
  sectionPrices: recordOf(sectionKinds, (kind) => dollars(`The ${sectionKindLabels[kind].toLowerCase()} price`)),
  finishMultipliers: recordOf(finishIds, (id) => multiplier(`The ${finishLabel(id)} multiplier`)),
  hardwareMultipliers: recordOf(hardwareFinishIds, (id) =>
    multiplier(`The ${hardwareFinishLabel(id)} hardware multiplier`),
  ),
  accessoryPrices: recordOf(accessoryIds, (id) => dollars(`The ${accessoryName(id)} price`)),
  installationMinimum: dollars('The installation minimum'),
  spread: ratio('The spread', '0.15', priceBookLimits.spread),
});

const discountCap = () => wholePercent('The largest designer discount');
const depositShare = () => amount(depositShareProblem);
const progressShare = () => amount(progressShareProblem);

/**
 * Checks a price book as staff save it; every price named in each sentence. Its objects are built
 * from the lists of kinds, finishes and accessories, so zod cannot infer the keys: the type is
 * PriceBook, spelled out above.
 */
export const priceBookSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...pricesShape(),
      // Price books saved before the cap and the payment schedule existed take the defaults.
      maxDiscountPercent: z._default(discountCap(), defaultPriceBook.maxDiscountPercent),
      depositPercent: z._default(depositShare(), defaultPriceBook.depositPercent),
      progressPercent: z._default(progressShare(), defaultPriceBook.progressPercent),
    })
    .check(
      z.refine((book) => sharesTotalProblem(book) === null, {
        error: (issue) => sharesTotalProblem(issue.input as PaymentShares) ?? undefined,
        path: ['progressPercent'],
      }),
    ) as unknown as z.ZodMiniType<PriceBook>)();

/** The book as GET /api/price-book answers it: the company's settings only to those who may change them. */
export const priceBookReadSchema = /* @__PURE__ */ (() =>
  z.object({
    ...pricesShape(),
    maxDiscountPercent: z.optional(discountCap()),
    depositPercent: z.optional(depositShare()),
    progressPercent: z.optional(progressShare()),
  }) as unknown as z.ZodMiniType<PublicPriceBook & Partial<Omit<PriceBook, keyof PublicPriceBook>>>)();
