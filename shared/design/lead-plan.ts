import * as z from 'zod/mini';
import { numberValue } from '../api/lean-schemas';
import { designAnswerSchema, lineItemSchema } from './design-answer-schema';

/**
 * The plan a homeowner sent with their request, as staff see it on the lead card: stored the day it
 * came, priced by the server with the price book of that day (whole dollars).
 */
export const leadPlanSchema = /* @__PURE__ */ (() =>
  z.object({
    /** "Walk-In Closet, 3 walls, estimated $4,200–$5,700" (planSummary). */
    summary: z.string(),
    /** The plan's address (designToQuery), without "?". */
    query: z.string(),
    design: designAnswerSchema,
    estimate: z.object({ low: numberValue(), high: numberValue(), total: numberValue() }),
    lineItems: z.array(lineItemSchema),
    /** When it was stored (UTC). */
    createdAt: z.string(),
  }))();
export type LeadPlan = z.infer<typeof leadPlanSchema>;

/** The planner showing a plan: "Open in the planner", and the link in the lead e-mail. */
export const plannerAddress = (query: string) => `/plan?${query}`;
