import * as z from 'zod/mini';
import { checkDesign, designIssues, type Design } from './design';

/**
 * The design as the API takes it: design.ts's rules, each sentence at its field's path, and the
 * cleaned design as output. The planner in the browser calls checkDesign directly and ships no zod.
 */
export const designSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .custom<unknown>(() => true)
      .check(
        z.superRefine((value, ctx) => {
          for (const issue of designIssues(value)) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
          }
        }),
      ),
    z.transform((value) => (checkDesign(value) as { data: Design }).data),
  ))();
