import { z } from 'zod';
// zod/mini for the path ids: the contract's declarations (shared/api/) carry them to the staff
// pages, and classic zod there would enlarge the zod chunk the public forms load.
import * as zm from 'zod/mini';
import { numberFromText } from './api/lean-inputs';

/** A row id in a URL path: a positive whole number, e.g. `idSchema('Lead')` for a lead. */
export const idSchema = (what: string) =>
  numberFromText(
    zm.string().check(zm.regex(/^[1-9]\d{0,14}$/, { error: `${what} id must be a positive whole number` })),
  );

/**
 * How a body field naming a person is marked, so the route walk finds every route that names one
 * (assign-right.test.ts): a check that finds no fault, on classic and zod/mini fields alike (a
 * description would load zod's registry on the staff pages).
 */
export const namesAPerson = /* @__PURE__ */ (() => zm.check<unknown>(() => undefined))();

/** A person on the team named in a request body: their id, or null for nobody. */
export const personIdSchema = () =>
  z
    .number({ error: 'Choose a person on the team' })
    .int({ error: 'Choose a person on the team' })
    .positive({ error: 'Choose a person on the team' })
    .nullable()
    .describe('person on the team')
    .check(namesAPerson);

/** A route's path parameters with its `:id`, e.g. `idParams('Lead')` for /api/contacts/:id. */
export const idParams = (what: string) => zm.object({ id: idSchema(what) });
