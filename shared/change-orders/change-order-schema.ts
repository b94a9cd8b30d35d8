// zod/mini: the staff editor checks its change order with these, and the homeowner's page its signature.
import * as z from 'zod/mini';
import { noteText } from '../form-rules';
import { day, optionSchema } from '../proposals/proposal-schema';
import { changeOrderLimits as limits } from './change-order';

/**
 * PUT /api/contacts/:id/change-orders/open: the change order in progress (made on the first save).
 * The option is the signed one as the editor changed it; its prices are the server's, never the
 * browser's (any total or line item sent is dropped). The dates are left out when they do not move.
 */
export const changeOrderDraftSchema = /* @__PURE__ */ (() =>
  z
    .object({
      reason: z
        .string({ error: 'Say why the work changes' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'Say why the work changes' }),
          z.maxLength(limits.reason, { error: `The reason is at most ${limits.reason} characters` }),
          ...noteText('The reason'),
        ),
      option: optionSchema,
      startOn: z.optional(day('Start date')),
      completeOn: z.optional(day('Completion date')),
    })
    .check(
      z.refine((d) => !d.startOn || !d.completeOn || d.completeOn >= d.startOn, {
        error: 'The completion date cannot be before the start date',
        path: ['completeOn'],
      }),
    ))();
export type ChangeOrderDraft = z.output<typeof changeOrderDraftSchema>;
export type ChangeOrderDraftInput = z.input<typeof changeOrderDraftSchema>;
