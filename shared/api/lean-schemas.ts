import * as z from 'zod/mini';

/*
 * Answer parts written with z.custom rather than zod/mini's number, literal and union types: every
 * zod type the dashboard parses with lands in the zod chunk the public forms load (vite.config.ts,
 * 'forms'), and those three added 0.5 KB gz to /contact and /review. The price book's amounts do
 * the same (shared/design/price-book-schema.ts), and so do the inputs the dashboard sends
 * (lean-inputs.ts).
 */

const isNumber = (value: unknown) => typeof value === 'number';
const isTrue = (value: unknown) => value === true;
const isFalse = (value: unknown) => value === false;

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
  if (fn === isNumber) return { type: 'number' };
  if (fn === isTrue || fn === isFalse) return { const: fn === isTrue };
  return undefined;
}
