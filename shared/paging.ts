import { z } from 'zod';

/** A whole number from a query string, 1..max; absent means `fallback`. */
export const positiveInt = (label: string, fallback: number, max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: `${label} must be a positive whole number` })
    .transform(Number)
    .pipe(z.number().max(max, { error: `${label} must be at most ${max}` }))
    .default(fallback);

/** `page` of an admin list (1 = newest). */
export const pageParam = /* @__PURE__ */ (() => positiveInt('page', 1, 100_000))();

/** The search box of an admin list; empty matches everything. */
export const searchParam = /* @__PURE__ */ (() =>
  z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).default(''))();
