import * as z from 'zod/mini';
import { checkDesign, designIssues, type Design } from './design';

/**
 * The design as the API takes it: design.ts's rules, each sentence at its field's path, and the
 * cleaned design as output. The planner in the browser calls checkDesign directly and ships no zod.
 * Within the public forms' zod classes (shared/api/lean-schemas.ts): a proposal's contract carries it to the
 * staff pages, so the cleaned design is an overwrite, not a pipe's transform.
 */
export const designSchema = /* @__PURE__ */ (() =>
  z
    .custom<unknown>(() => true)
    .check(
      // Each issue lets the checks around it go on, as superRefine's do (a draft's dates are still checked).
      z.check((payload) => {
        for (const issue of designIssues(payload.value)) {
          const { message, path } = issue;
          payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
        }
      }),
      // A design with issues is refused whatever this makes of it.
      z.overwrite((value) => (checkDesign(value) as { data?: Design }).data),
    ) as unknown as z.ZodMiniType<Design, unknown>)();
