import * as mini from 'zod/mini';
import { numberInput } from './api/lean-inputs';
import { shownAs } from './api/lean-schemas';

/**
 * A row id in a URL path: a positive whole number, e.g. `idSchema('Lead')` for a lead, read as a
 * number. Written with z.custom and an overwrite rather than a string piped to a transform: the
 * staff pages keep it alive through the API contract, and every zod type they use lands in the zod
 * chunk the public forms load (shared/api/lean-schemas.ts).
 */
export const idSchema = (what: string) =>
  mini
    .custom<number, string>((value) => typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value), {
      error: `${what} id must be a positive whole number`,
      ...shownAs({ type: 'string', pattern: '^[1-9]\\d{0,14}$' }),
    })
    .check(mini.overwrite(Number));

/**
 * How a body field naming a person is marked, so the route walk finds every route that names one
 * (assign-right.test.ts): a check that finds no fault, on classic and zod/mini fields alike (a
 * description would bring zod's metadata registry into the zod chunk the public forms load).
 */
export const namesAPerson = /* @__PURE__ */ (() => mini.check<unknown>(() => undefined))();

/** A person on the team named in a request body: their id, or null for nobody. */
export const personIdSchema = () =>
  mini
    .nullable(
      numberInput('Choose a person on the team', {
        whole: 'Choose a person on the team',
        problems: (id) => [id <= 0 && 'Choose a person on the team'],
      }),
    )
    .check(namesAPerson);

/** A route's path parameters with its `:id`, e.g. `idParams('Lead')` for /api/contacts/:id. */
export const idParams = (what: string) => mini.object({ id: idSchema(what) });
