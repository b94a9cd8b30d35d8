import * as z from 'zod/mini';
import { shownAs } from './lean-schemas';

/*
 * The inputs the dashboard sends, written as lean-schemas.ts writes the answers: numbers checked
 * by numberInput rather than z.number(), text read as a number by an overwrite rather than
 * z.transform, so that the public forms' zod chunk carries no type of the dashboard's alone. Apart
 * from lean-schemas.ts, which the sign-in page loads.
 */

/**
 * A number someone sent, with z.number()'s issues: anything else is `notNumber`, as is a number
 * that is not whole when `whole` is set (both stop the object's refinements, as in zod); each
 * sentence `problems` gives a number is an issue of its own, as zod's min and max each are.
 */
export const numberInput = (
  notNumber: string,
  { whole, problems }: { whole?: string; problems?: (value: number) => (string | false)[] },
) =>
  z.custom<number>(undefined, shownAs({ type: 'number' })).check(
    z.check<unknown>((payload) => {
      const input = payload.value;
      if (typeof input !== 'number' || Number.isNaN(input)) {
        payload.issues.push({ code: 'invalid_type', expected: 'number', input, message: notNumber });
      } else if (whole !== undefined && !Number.isInteger(input)) {
        payload.issues.push({ code: 'invalid_type', expected: 'int', input, message: whole });
      } else {
        // Whole, but past the safe integers: refused, and the bounds are still checked.
        if (whole !== undefined && !Number.isSafeInteger(input)) {
          payload.issues.push({ code: 'custom', input, message: whole, continue: true });
        }
        for (const message of problems?.(input) ?? []) {
          if (message) payload.issues.push({ code: 'custom', input, message, continue: true });
        }
      }
    }),
  );

/**
 * `schema`'s value rewritten by `to` (an overwrite, which may change its type, in place of
 * z.transform): a value that fails the schema is refused all the same.
 */
export const rewritten = <S extends z.ZodMiniType, O>(schema: S, to: (value: z.output<S>) => O) =>
  schema.check(z.overwrite(to as unknown as (value: z.output<S>) => z.output<S>)) as unknown as z.ZodMiniType<
    O,
    z.input<S>
  >;

/** Text checked as digits (a path's id, a page number), read as a number. */
export const numberFromText = (text: z.ZodMiniString) => rewritten(text, Number);
