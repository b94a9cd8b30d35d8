// zod/mini, its numbers written as api/lean-schemas.ts and lean-inputs.ts do: the contract's declarations
// (shared/api/) carry the lists' queries to the staff pages.
import * as z from 'zod/mini';
import { numberFromText } from './api/lean-inputs';

const digits = /^[1-9]\d{0,5}$/;

/** A whole number from a query string, 1..max; absent means `fallback`. */
export const positiveInt = (label: string, fallback: number, max: number) =>
  z._default(
    numberFromText(
      z.string().check(
        z.regex(digits, { error: `${label} must be a positive whole number` }),
        z.refine((text) => !digits.test(text) || Number(text) <= max, { error: `${label} must be at most ${max}` }),
      ),
    ),
    fallback,
  );

/** `page` of an admin list (1 = newest). */
export const pageParam = /* @__PURE__ */ (() => positiveInt('page', 1, 100_000))();

/** The search box of an admin list; empty matches everything. */
export const searchParam = /* @__PURE__ */ (() =>
  z._default(z.string().check(z.trim(), z.maxLength(200, { error: 'Search must be at most 200 characters' })), ''))();
