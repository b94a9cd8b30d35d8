import { z } from 'zod';

/** A row id in a URL path: a positive whole number, e.g. `idSchema('Lead')` for a lead. */
export const idSchema = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: `${what} id must be a positive whole number` })
    .transform(Number);
