// zod/mini, every schema marked pure: the homeowner's page imports only the types.
import * as z from 'zod/mini';
import { numberValue } from '../api/lean-schemas';
import { timelineSteps } from './job-timeline';

/** `timeline` of the homeowner's page once signed: the steps of shared/jobs/job-timeline.ts. */
export const jobTimelineSchema = /* @__PURE__ */ (() =>
  z.array(
    z.object({
      step: z.enum(timelineSteps),
      done: z.boolean(),
      when: z.nullable(z.string()),
      days: z.optional(z.array(z.string())),
      open: z.optional(numberValue()),
    }),
  ))();
