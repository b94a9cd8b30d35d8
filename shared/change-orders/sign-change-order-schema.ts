// zod/mini, in a file of its own: the homeowner's page checks the signature with it, without the
// change order editor's schemas (its option and its lines).
import * as z from 'zod/mini';
import { acceptProposalSchema } from '../proposals/signing-schema';

/**
 * POST /api/proposals/:token/change-order/sign, as JSON or a plain form post: the contract's own
 * signing (typed name, consents, an optional drawn signature), for the change order's number and
 * the SHA-256 of the exact change order shown.
 */
export const signChangeOrderSchema = /* @__PURE__ */ (() =>
  z.extend(z.omit(acceptProposalSchema, { version: true, option: true }), {
    number: z
      .string({ error: 'Reload the page and try again' })
      .check(z.regex(/^\d{1,4}$/, { error: 'Reload the page and try again' })),
    sha256: z
      .string({ error: 'Reload the page and try again' })
      .check(z.regex(/^[0-9a-f]{64}$/, { error: 'Reload the page and try again' })),
  }))();
export type SignChangeOrder = z.output<typeof signChangeOrderSchema>;
export type SignChangeOrderInput = z.input<typeof signChangeOrderSchema>;
