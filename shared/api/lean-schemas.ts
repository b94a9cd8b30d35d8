import * as z from 'zod/mini';

/*
 * Answer parts written with z.custom rather than zod/mini's number, literal and union types: every
 * zod type the dashboard parses with lands in the zod chunk the public forms load (vite.config.ts,
 * 'forms'), and those three added 0.5 KB gz to /contact and /review. The price book's amounts do
 * the same (shared/design/price-book-schema.ts). Each tells the OpenAPI document its type (shownAs).
 */

/** A number. */
export const numberValue = () => z.custom<number>((value) => typeof value === 'number', shownAs({ type: 'number' }));

/** Exactly `true` or exactly `false`. */
export const literalValue = <const T extends boolean>(expected: T) =>
  z.custom<T>((value) => value === expected, shownAs({ type: 'boolean', const: expected }));

/** One of the shapes (the value as it came, unparsed: an answer the client only reads). */
export const oneOf = <const S extends readonly z.ZodMiniType[]>(shapes: S) =>
  z.custom<z.output<S[number]>>((value) => shapes.some((shape) => z.safeParse(shape, value).success));

/**
 * How the OpenAPI document shows a z.custom part, passed as its params (server/api-doc reads them):
 * zod's own .meta() would bring its metadata registry into the zod chunk the public forms load.
 */
export const shownAs = (openApi: Record<string, unknown>) => ({ params: { openApi } });

/** A file part of a multipart body (a photo upload), as the document shows it; the upload step reads it. */
export const filePart = (description: string) =>
  z.custom<Blob>(undefined, shownAs({ type: 'string', format: 'binary', description }));
