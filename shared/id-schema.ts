import { z } from 'zod';

/** A row id in a URL path: a positive whole number, e.g. `idSchema('Lead')` for a lead. */
export const idSchema = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: `${what} id must be a positive whole number` })
    .transform(Number);

/** A person on the team named in a request body: their id, or null for nobody. */
export const personIdSchema = () =>
  z
    .number({ error: 'Choose a person on the team' })
    .int({ error: 'Choose a person on the team' })
    .positive({ error: 'Choose a person on the team' })
    .nullable();
