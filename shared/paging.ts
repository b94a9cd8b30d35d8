// zod/mini, as the other schemas the staff pages parse answers with (shared/gallery-schema.ts says why).
import * as z from 'zod/mini';

/** A whole number from a query string, 1..max; absent means `fallback`. */
export const positiveInt = (label: string, fallback: number, max: number) =>
  z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: `${label} must be a positive whole number` })),
        z.transform(Number),
      ),
      z.number().check(z.maximum(max, { error: `${label} must be at most ${max}` })),
    ),
    fallback,
  );

/** `page` of an admin list (1 = newest). */
export const pageParam = /* @__PURE__ */ (() => positiveInt('page', 1, 100_000))();

/** The search box of an admin list; empty matches everything. */
export const searchParam = /* @__PURE__ */ (() =>
  z._default(z.string().check(z.trim(), z.maxLength(200, { error: 'Search must be at most 200 characters' })), ''))();
