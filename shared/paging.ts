// zod/mini with z.custom for the number: the staff pages keep these alive through the API contract,
// and every zod type they use lands in the zod chunk the public forms load (shared/api/lean-schemas.ts).
import * as z from 'zod/mini';

/** A whole number from a query string, 1..max; absent means `fallback`. */
export const positiveInt = (label: string, fallback: number, max: number) => {
  const whole = (value: unknown) => typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value);
  const number = z
    .custom<number, string>((value) => whole(value) && Number(value) <= max, {
      error: ({ input }) =>
        whole(input) ? `${label} must be at most ${max}` : `${label} must be a positive whole number`,
    })
    .check(z.overwrite(Number));
  // A repeated parameter (a list) is refused as not text, as zod's string says.
  return z._default(z.pipe(z.string(), number), fallback);
};

/** `page` of an admin list (1 = newest). */
export const pageParam = /* @__PURE__ */ (() => positiveInt('page', 1, 100_000))();

/** The search box of an admin list; empty matches everything. */
export const searchParam = /* @__PURE__ */ (() =>
  z._default(z.string().check(z.trim(), z.maxLength(200, { error: 'Search must be at most 200 characters' })), ''))();
