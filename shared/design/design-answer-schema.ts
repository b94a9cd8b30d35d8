import * as z from 'zod/mini';
import { numberValue, shownAs } from '../api/lean-schemas';
import type { Design } from './design';
import type { LineItem } from './pricing';

/**
 * A design and its priced lines as the API answers them (a lead's plan, a proposal's options). The
 * design is checked where it is taken (design-schema.ts), not where it is read back, so an answer
 * carries it as it was stored; the OpenAPI document shows it as an object.
 */
export const designAnswerSchema = /* @__PURE__ */ (() =>
  z.custom<Design>(
    undefined,
    shownAs({ type: 'object', description: 'A design: its space and walls, as the planner saves it' }),
  ))();

export const lineItemSchema = /* @__PURE__ */ (() =>
  z.object({
    label: z.string(),
    quantity: numberValue(),
    unit: z.enum(['linear ft', 'each', 'project']),
    /** Whole dollars. */
    amount: numberValue(),
  }) satisfies z.ZodMiniType<LineItem>)();
