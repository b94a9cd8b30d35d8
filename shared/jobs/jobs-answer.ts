// zod/mini: the staff client checks GET /api/jobs's answer with it (shared/api/jobs.ts).
import * as z from 'zod/mini';
import { numberValue } from '../api/lean-schemas';
import { jobStages } from './job-stage';

/** GET /api/jobs: the signed jobs of one stage, or every open one, with how many each stage has. */
export const jobsQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    stage: z.optional(z.enum(jobStages, { error: `The stage is one of ${jobStages.join(', ')}` })),
  }))();

export const jobsAnswerSchema = /* @__PURE__ */ (() =>
  z.object({
    jobs: z.array(
      z.object({
        leadId: numberValue(),
        name: z.string(),
        /** The town of the lead's ZIP code, when it is one of ours. */
        town: z.nullable(z.string()),
        /** The contract's number as its PDF prints it ("P-2026-0042"). */
        contractNumber: z.nullable(z.string()),
        signedAt: z.string(),
        stage: z.enum(jobStages),
        /** The contract plus signed change orders. */
        totalCents: numberValue(),
        dueNowCents: numberValue(),
        balanceCents: numberValue(),
        /** The next install day from today (a Connecticut day); null when none is booked ahead. */
        nextDate: z.nullable(z.string()),
      }),
    ),
    /** Every stage with its number of jobs, in the stages' order. */
    counts: z.array(z.object({ stage: z.enum(jobStages), count: numberValue() })),
  }))();
export type JobsAnswer = z.infer<typeof jobsAnswerSchema>;
export type JobRow = JobsAnswer['jobs'][number];
