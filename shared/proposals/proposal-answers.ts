import { jobTimelineSchema } from '../jobs/job-timeline-schema';
import * as z from 'zod/mini';
import { homeownerCompletionSchema } from '../completion/completion-answers';
import { numberValue } from '../api/lean-schemas';
import { designAnswerSchema, lineItemSchema } from '../design/design-answer-schema';
import { homeownerPaymentsSchema } from '../payments/payment-answers';
import { homeownerInstallSchema } from '../installs/install-schema';
import { proposalStatuses } from './proposal-status';

/**
 * The proposal as the API answers it, to staff (StaffProposal) and to the homeowner's page
 * (HomeownerProposal); proposal.ts names the types. zod/mini, and every schema marked pure: the
 * homeowner's page imports only the types, so none of this ships with it.
 */

/** A line a designer adds by hand, e.g. "Remove old wire shelving". */
export const extraLineSchema = /* @__PURE__ */ (() =>
  z.object({ label: z.string(), note: z.string(), amount: numberValue() }))();
export type ExtraLine = z.infer<typeof extraLineSchema>;

const optionShape = () => ({
  name: z.string(),
  design: designAnswerSchema,
  extraLines: z.array(extraLineSchema),
});

export const proposalOptionDraftSchema = /* @__PURE__ */ (() => z.object(optionShape()))();
export type ProposalOptionDraft = z.infer<typeof proposalOptionDraftSchema>;

/** The editor's state, saved as the designer works (PUT), sent as a new version (POST …/send). */
const proposalDraftAnswerSchema = /* @__PURE__ */ (() =>
  z.object({
    options: z.array(proposalOptionDraftSchema),
    /** Where the work is done, "14 Harbor Road": the contract names it (from the in-home visit at first). */
    workAddress: z.string(),
    noteToHomeowner: z.string(),
    validUntil: z.string(),
    /** The payment schedule's shares of each option's total (shared/payments/payment-schedule.ts); one-third is `oneThirdPercent`. */
    depositPercent: numberValue(),
    progressPercent: numberValue(),
    startOn: z.string(),
    completeOn: z.string(),
  }))();
export type ProposalDraft = z.infer<typeof proposalDraftAnswerSchema>;

/** An option as the server priced it from the price book: the design's lines, then the extra ones. */
export const pricedOptionSchema = /* @__PURE__ */ (() =>
  z.object({ ...optionShape(), lineItems: z.array(lineItemSchema), total: numberValue() }))();
export type PricedOption = z.infer<typeof pricedOptionSchema>;

const statusSchema = () => z.enum(proposalStatuses);

/** The company's signature, made when a version is sent. */
export const companySignatureSchema = /* @__PURE__ */ (() =>
  z.object({
    name: z.string(),
    /** A salesperson's own registration; for an owner signing as the contractor, the company's HIC registration. */
    registration: z.string(),
    signedAt: z.string(),
    /** Absent on versions sent before owners could sign as the contractor: a salesperson (server/proposals/company-signer.ts). */
    capacity: z.optional(z.enum(['contractor', 'salesperson'])),
  }))();
export type CompanySignature = z.infer<typeof companySignatureSchema>;

const acceptanceSchema = /* @__PURE__ */ (() =>
  z.object({
    version: numberValue(),
    optionIndex: numberValue(),
    optionName: z.string(),
    total: numberValue(),
    signerName: z.string(),
    signedAt: z.string(),
    /** The end of the three business days, a UTC instant; and that moment in words. */
    cancelBy: z.string(),
    cancelByText: z.string(),
    cancelledAt: z.nullable(z.string()),
    /** SHA-256 of the exact version signed. */
    versionHash: z.string(),
  }))();
export type Acceptance = z.infer<typeof acceptanceSchema>;

/** GET /api/contacts/:id/proposal, for staff. */
export const staffProposalSchema = /* @__PURE__ */ (() =>
  z.object({
    leadId: numberValue(),
    /** Whom it goes to: the editor's heading and "Proposal sent to <e-mail>". */
    homeowner: z.optional(z.object({ name: z.string(), email: z.string() })),
    status: statusSchema(),
    draft: proposalDraftAnswerSchema,
    priced: z.array(pricedOptionSchema),
    /** Options whose discount lines go over the price book's cap: saved, but only the owner or office may send them. */
    discountWarnings: z.array(z.string()),
    /** The latest version sent, if any, and whether the draft changed since. */
    sent: z.nullable(z.object({ version: numberValue(), at: z.string(), by: z.string(), hash: z.string() })),
    editedSinceSent: z.boolean(),
    views: z.object({ count: numberValue(), lastAt: z.nullable(z.string()) }),
    acceptance: z.nullable(acceptanceSchema),
    declined: z.nullable(z.object({ reason: z.string(), at: z.string() })),
    /** Scheduled reminders not yet sent or cancelled. */
    followUps: z.array(z.object({ dueAt: z.string(), status: z.enum(['pending', 'sent', 'skipped']) })),
  }))();
export type StaffProposal = z.infer<typeof staffProposalSchema>;

/** What the homeowner's page shows: the latest version as sent, and where it stands. */
export const homeownerProposalSchema = /* @__PURE__ */ (() =>
  z.object({
    version: numberValue(),
    versionHash: z.string(),
    homeownerName: z.string(),
    /** Absent from versions sent before the field existed. */
    workAddress: z.optional(z.string()),
    options: z.array(pricedOptionSchema),
    noteToHomeowner: z.string(),
    terms: z.array(z.string()),
    validUntil: z.string(),
    depositPercent: numberValue(),
    /** Absent from versions sent before the progress payment existed: none (0). */
    progressPercent: z.optional(numberValue()),
    startOn: z.string(),
    completeOn: z.string(),
    company: companySignatureSchema,
    status: statusSchema(),
    expired: z.boolean(),
    acceptance: z.nullable(acceptanceSchema),
    /** True until the cancellation deadline of an accepted, uncancelled proposal. */
    canCancel: z.boolean(),
    /** Once signed: the schedule with what is paid and due, the payments and refunds, and whether "Pay $X" is offered. */
    payments: z.nullable(homeownerPaymentsSchema),
    /** Once signed and booked: the installation's days (shared/installs). */
    install: homeownerInstallSchema,
    /** Once completion is recorded: the finished photos, the punch list, the sign-off, whether the job is closed. */
    completion: z.nullable(homeownerCompletionSchema),
    /** Once signed and not cancelled: the job's steps from the signature to closed, each done or to come. */
    timeline: z.nullable(jobTimelineSchema),
  }))();
export type HomeownerProposal = z.infer<typeof homeownerProposalSchema>;
