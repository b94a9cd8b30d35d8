import * as z from 'zod/mini';

/**
 * zod/mini built only from the schema classes the public forms already load (string, boolean, array,
 * enum, object, nullable, optional, default, pipe, custom, the string checks and overwrite). The
 * staff pages carry their routes' schemas (shared/api/), and every zod class they use lands in the
 * zod chunk that /contact and /review load (vite.config.ts, the `forms` group): z.number(), z.int(),
 * z.minimum(), z.literal(), z.strictObject(), z.transform(), superRefine and describe added 1.5 KB
 * gzipped to it. The price book's and the proposal's numbers are checked with z.custom the same way.
 */

const isNumber = (value: unknown) => typeof value === 'number';
const isTrue = (value: unknown) => value === true;
/** numberInput's own check says which values it refuses. */
const numberCheckedBelow = () => true;
/** strictObject's own check says which keys it refuses. */
const keysCheckedBelow = () => true;

/** A number, as an answer carries it. */
export const answerNumber = () => z.custom<number>(isNumber);

/** `true`, as an answer carries it (`{ success: true }`). */
export const answerTrue = () => z.custom<true>(isTrue);

/** What the API's document (server/api-doc/) shows for these: a z.custom alone shows as any value. */
export function leanJsonSchema(schema: z.core.$ZodType): Record<string, unknown> | undefined {
  const def = schema._zod.def as { type: string; fn?: unknown; catchall?: z.core.$ZodType };
  const fn = def.type === 'object' ? (def.catchall?._zod.def as { fn?: unknown } | undefined)?.fn : def.fn;
  if (fn === keysCheckedBelow) return { additionalProperties: false };
  if (fn === isNumber || fn === numberCheckedBelow) return { type: 'number' };
  return fn === isTrue ? { const: true } : undefined;
}

/**
 * A number someone sent, with z.number()'s issues: anything else is `notNumber`, as is a number
 * that is not whole when `whole` is set (both stop the object's refinements, as in zod); each
 * sentence `problems` gives a number is an issue of its own, as zod's min and max each are.
 */
export const numberInput = (
  notNumber: string,
  { whole, problems }: { whole?: string; problems?: (value: number) => (string | false)[] },
) =>
  z.custom<number>(numberCheckedBelow).check(
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

/**
 * z.strictObject's refusal of keys the shape does not name, with zod's own issue ("Unrecognized
 * key: …"), where z.strictObject reports it: after the fields' issues, before the refinements. (A
 * list longer than its maximum stops every check, so that request is refused without this issue.)
 */
export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const known = (key: string) => Object.hasOwn(shape, key);
  return z.catchall(z.object(shape), z.custom(keysCheckedBelow)).check(
    z.check<unknown>(
      (payload) => {
        const value = payload.value;
        // Not an object at all: the object's own issue says so.
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
        const keys = Object.keys(value).filter((key) => !known(key));
        // It never stops the object's refinements, as z.strictObject's own issue does not.
        if (keys.length > 0) {
          payload.issues.push({
            code: 'unrecognized_keys',
            keys,
            input: value as Record<string, unknown>,
            continue: true,
          });
        }
      },
      { when: () => true },
    ),
  ) as unknown as z.ZodMiniObject<Shape, z.core.$strict>;
}
