import * as z from 'zod/mini';

/*
 * Answer parts written with z.custom rather than zod/mini's number, literal and union types: every
 * zod type the dashboard parses with lands in the zod chunk the public forms load (vite.config.ts,
 * 'forms'), and those three added 0.5 KB gz to /contact and /review. The price book's amounts do
 * the same (shared/design/price-book-schema.ts). The inputs the dashboard sends keep to the same
 * types: numbers checked by numberInput, text read as a number by an overwrite (no z.transform).
 */

const isNumber = (value: unknown) => typeof value === 'number';
const isTrue = (value: unknown) => value === true;
const isFalse = (value: unknown) => value === false;
/** numberInput's own check says which values it refuses. */
const checkedBelow = () => true;

/** A number. */
export const numberValue = () => z.custom<number>(isNumber);

/** Exactly `true` or exactly `false`. */
export const literalValue = <const T extends boolean>(expected: T) => z.custom<T>(expected ? isTrue : isFalse);

/** One of the shapes (the value as it came, unparsed: an answer the client only reads). */
export const oneOf = <const S extends readonly z.ZodMiniType[]>(shapes: S) =>
  z.custom<z.output<S[number]>>((value) => shapes.some((shape) => z.safeParse(shape, value).success));

/** What the OpenAPI document (server/api-doc/) shows for these; any other z.custom shows as any value. */
export function leanJsonSchema(schema: z.core.$ZodType): Record<string, unknown> | undefined {
  const { type, fn } = schema._zod.def as { type: string; fn?: unknown };
  if (type !== 'custom') return undefined;
  if (fn === isNumber || fn === checkedBelow) return { type: 'number' };
  if (fn === isTrue || fn === isFalse) return { const: fn === isTrue };
  return undefined;
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
  z.custom<number>(checkedBelow).check(
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
