import { z } from 'zod';
import * as mini from 'zod/mini';

/**
 * A row id in a URL path: a positive whole number, e.g. `idSchema('Lead')` for a lead. zod/mini, as
 * the other schemas the staff pages parse answers with (shared/gallery-schema.ts says why).
 */
export const idSchema = (what: string) =>
  mini.pipe(
    mini.string().check(mini.regex(/^[1-9]\d{0,14}$/, { error: `${what} id must be a positive whole number` })),
    mini.transform(Number),
  );

/** How a body field naming a person is marked, so the route walk finds every route that names one. */
export const personIdDescription = 'person on the team';

/** A person on the team named in a request body: their id, or null for nobody. */
export const personIdSchema = () =>
  z
    .number({ error: 'Choose a person on the team' })
    .int({ error: 'Choose a person on the team' })
    .positive({ error: 'Choose a person on the team' })
    .nullable()
    .describe(personIdDescription);

/** A route's path parameters with its `:id`, e.g. `idParams('Lead')` for /api/contacts/:id. */
export const idParams = (what: string) => mini.object({ id: idSchema(what) });
