import * as z from 'zod/mini';
import { numberValue } from '../api/lean-schemas';
import { lineItemSchema } from '../design/design-answer-schema';
import { companySignatureSchema, pricedOptionSchema, proposalOptionDraftSchema } from '../proposals/proposal-answers';
import { changeOrderStatuses } from './change-order';

/**
 * Change orders as the API answers them, to staff and to the homeowner's page. zod/mini, marked
 * pure: the homeowner's page imports only the types.
 */

/** What a change order changes, line by line, as the server priced the option before and after. */
const changedLinesSchema = () => z.object({ added: z.array(lineItemSchema), removed: z.array(lineItemSchema) });

/** The homeowner's signature of a change order. */
const signedSchema = () => z.object({ signerName: z.string(), signedAt: z.string() });

/** A change order as both ends read it; amounts in cents. */
export const changeOrderSchema = /* @__PURE__ */ (() =>
  z.object({
    number: numberValue(),
    /** "CO-1" */
    label: z.string(),
    status: z.enum(changeOrderStatuses),
    reason: z.string(),
    /** The option once changed, as the server priced it. */
    option: pricedOptionSchema,
    lines: changedLinesSchema(),
    /** The job's total before it (the contract and the change orders signed before), its difference, and the total after. */
    previousTotalCents: numberValue(),
    differenceCents: numberValue(),
    newTotalCents: numberValue(),
    /** Moved dates (Connecticut days); absent when they stay as signed. */
    startOn: z.optional(z.string()),
    completeOn: z.optional(z.string()),
    sentAt: z.nullable(z.string()),
    /** SHA-256 of the change order as sent: what the homeowner signs. */
    sha256: z.nullable(z.string()),
    /** The company's signature, made when it was sent. */
    company: z.nullable(companySignatureSchema),
    signed: z.nullable(signedSchema()),
    withdrawnAt: z.nullable(z.string()),
  }))();
export type ChangeOrder = z.infer<typeof changeOrderSchema>;

/** GET /api/contacts/:id/change-orders: a signed job's change orders, and what a new one starts from. */
export const staffChangeOrdersSchema = /* @__PURE__ */ (() =>
  z.object({
    leadId: numberValue(),
    /** Null: the lead has no signed, uncancelled contract (no change order can be made). */
    job: z.nullable(
      z.object({
        homeownerName: z.string(),
        contractNumber: z.string(),
        /** The option as signed, with every signed change order: what the next one changes. */
        option: proposalOptionDraftSchema,
        totalCents: numberValue(),
        startOn: z.string(),
        completeOn: z.string(),
      }),
    ),
    /** The draft or sent one, if any, with the option as the designer edits it. */
    open: z.nullable(z.object({ draft: proposalOptionDraftSchema, changeOrder: changeOrderSchema })),
    changeOrders: z.array(changeOrderSchema),
  }))();
export type StaffChangeOrders = z.infer<typeof staffChangeOrdersSchema>;

/** The homeowner's page: the change order awaiting their signature, if any, and those signed. */
export const homeownerChangeOrdersSchema = /* @__PURE__ */ (() =>
  z.object({ open: z.nullable(changeOrderSchema), signed: z.array(changeOrderSchema) }))();
export type HomeownerChangeOrders = z.infer<typeof homeownerChangeOrdersSchema>;
