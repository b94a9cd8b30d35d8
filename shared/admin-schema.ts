// zod/mini within the public forms' zod classes (shared/api/lean-schemas.ts): the leads' contract
// (shared/api/leads.ts) carries these to the staff pages.
import * as z from 'zod/mini';
import { idParams, idSchema, personIdSchema } from './id-schema';
import { literalValue, numberValue } from './api/lean-schemas';
import { pageParam, positiveInt, searchParam } from './paging';
import { leadSourceFieldsSchema } from './lead-source-label';
import { leadPipelineSchema, leadStages, type LeadPipeline } from './pipeline';
import { adminTestimonialSchema } from './testimonial-schema';
import type { SpacePhotoView } from './booking';
import { leadPlanSchema } from './design/lead-plan';
import { jobMoneySummarySchema } from './payments/payment-answers';
import { isSingleLine, singleLineMessage } from './single-line-text';

const leadStatuses = ['new', 'contacted'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** PATCH /api/contacts/:id */
export const leadPatchSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    status: z.enum(leadStatuses, { error: "status must be 'new' or 'contacted'" }),
  }))();

export const leadIdSchema = /* @__PURE__ */ (() => idSchema('Lead'))();
/** The path parameters of a route on one lead (/api/contacts/:id/…). */
export const leadParamsSchema = /* @__PURE__ */ (() => idParams('Lead'))();

/** PUT /api/contacts/:id/assignment: the person who has the lead ("Assigned to"), or null for nobody. */
export const assignmentSchema = /* @__PURE__ */ (() => z.strictObject({ assignedTo: personIdSchema() }))();

/** Someone a lead or a consultation can be given to: the active people on the team. */
const assigneeSchema = /* @__PURE__ */ (() => z.object({ id: numberValue(), name: z.string() }))();
export type Assignee = z.infer<typeof assigneeSchema>;

const leadsPageSizeMax = 200;

/** Query string of GET /api/contacts and GET /api/contacts.csv. */
export const leadsQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    q: searchParam,
    page: pageParam,
    pageSize: positiveInt('pageSize', 50, leadsPageSizeMax),
    /** A source as the inbox names it (UTM source, referring host or "Direct"); empty = every source. */
    source: z._default(
      z.string().check(z.trim(), z.maxLength(200, { error: 'Source must be at most 200 characters' })),
      '',
    ),
    /** One pipeline stage; empty = every stage. */
    stage: z._default(z.enum(['', ...leadStages], { error: 'Stage must be one of: ' + leadStages.join(', ') }), ''),
  }))();
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** A consultation request as the admin inbox shows it. */
const leadSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    zip: z.string(),
    rooms: z.array(z.string()),
    message: z.string(),
    /** The pipeline stage; PATCH sets only 'new' or 'contacted'. */
    status: z.enum(leadStages),
    receivedAt: z.string(),
    /** When staff last e-mailed this homeowner a review request; null until then. */
    reviewRequestedAt: z.nullable(z.string()),
    /** The person on the team who has the lead (staff id); null while nobody does. */
    assignedTo: z.nullable(numberValue()),
    ...leadSourceFieldsSchema.shape,
  }))();
export type Lead = z.infer<typeof leadSchema>;

/** A lead's status or stage changed (PATCH /api/contacts/:id, POST …/stage): the lead as it now is. */
export const leadChangedSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), submission: leadSchema }))();

const leadEmailKinds = [
  'lead-notification',
  'lead-confirmation',
  'review-request',
  'consultation-invite',
  'consultation-reminder',
  'booking-notification',
  'proposal',
  'proposal-follow-up',
  'proposal-signed-copy',
  'proposal-accepted',
  'proposal-declined',
  'proposal-cancelled',
  'proposal-cancel-confirmation',
  'payment-receipt',
  'payment-reminder',
  'refund-notice',
  'install-invite',
  'change-order',
  'change-order-signed',
] as const;

/** An e-mail written about a lead, with its outbox status ("queued" until the worker has sent it). */
const leadEmailSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: z.enum(leadEmailKinds),
    toAddress: z.string(),
    status: z.enum(['queued', 'sent', 'failed', 'skipped']),
    /** Why it failed, was skipped or is being retried; null once sent. */
    reason: z.nullable(z.string()),
    createdAt: z.string(),
    sentAt: z.nullable(z.string()),
  }))();
export type LeadEmail = z.infer<typeof leadEmailSchema>;

/**
 * A photo of their space a homeowner added, as shared/booking.ts types it; written here in zod/mini
 * with a custom number, as booking.ts's schema is classic zod.
 */
const spacePhotoViewSchema = () =>
  z.object({
    id: numberValue(),
    note: z.nullable(z.string()),
    status: z.enum(['processing', 'ready', 'failed']),
  }) satisfies z.ZodMiniType<SpacePhotoView>;

/** A photo of the space in a personal-data export: when it was added, and its staff address once processed. */
const exportedSpacePhotoSchema = /* @__PURE__ */ (() =>
  z.object({ ...spacePhotoViewSchema().shape, createdAt: z.string(), url: z.nullable(z.string()) }))();

/**
 * Each lead's pipeline by its id, as it came (z.record is a zod type the public forms do not load,
 * shared/api/lean-schemas.ts): an object whose every value is a pipeline.
 */
const pipelinesByLead = () =>
  z.custom<Record<number, LeadPipeline>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((pipeline) => z.safeParse(leadPipelineSchema, pipeline).success),
  );

/** Each field of a shape, optional. */
const optionalShape = <S extends z.core.$ZodShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, z.optional(field)])) as {
    [K in keyof S]: z.ZodMiniOptional<S[K]>;
  };

/** A lead as the inbox lists it. */
const submissionShape = () => ({
  ...leadSchema.shape,
  emails: z.array(leadEmailSchema),
  spacePhotos: z.array(spacePhotoViewSchema()),
  plan: z.nullable(leadPlanSchema),
  signedContract: z.boolean(),
  contractLocked: z.boolean(),
  money: z.nullable(jobMoneySummarySchema),
});

/** What this server adds to the spec's `submissions` in GET /api/contacts. */
const leadsAddedShape = () => ({
  total: numberValue(),
  page: numberValue(),
  pageSize: numberValue(),
  /** Leads still at stage New, spam left out, whatever the filter: the count on the inbox's tab. */
  newLeads: numberValue(),
  sources: z.array(z.string()),
  /** Each listed lead's stage history, consultation and amounts, by lead id. */
  pipeline: pipelinesByLead(),
  /** False while SMTP_URL is unset: every e-mail is written as skipped. */
  mailConfigured: z.boolean(),
  /** Who a lead can be assigned to, and who can visit: the active people on the team, by name. */
  assignees: z.array(assigneeSchema),
});

/**
 * GET /api/contacts: the leads as a `submissions` array (the name clients rely on), each with its
 * e-mails, paging figures, every source the inbox can be filtered by, and whether a mail server is
 * configured.
 */
export const leadsResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    /**
     * Each with its e-mails, the photos of the space the homeowner added on the booking page, and the
     * plan they sent from /plan (null without one); signedContract: a proposal of it was signed (its PDF);
     * contractLocked: that contract is in force, so its stage and amount cannot be changed by hand;
     * money: a signed job's paid, due and balance in a line (null before a signature).
     */
    submissions: z.array(z.object(submissionShape())),
    ...leadsAddedShape(),
  }))();
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

/**
 * GET /api/contacts as clients may rely on it: the spec's answer is the `submissions` array alone,
 * each with its id; everything else is this server's addition (client/…/api/leads.ts fills it in).
 */
export const leadsAnswerSchema = /* @__PURE__ */ (() =>
  z.object({
    ...optionalShape(leadsAddedShape()),
    submissions: z.array(z.object({ ...optionalShape(submissionShape()), id: numberValue() })),
  }))();

/** POST /api/contacts/:id/review-request: the town staff confirmed; `resend` sends a second request on purpose. */
export const reviewRequestBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    town: z
      .string({ error: 'Town is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Town is required' }),
        z.maxLength(60, { error: 'Town must be at most 60 characters' }),
        z.refine(isSingleLine, { error: singleLineMessage('Town') }),
      ),
    resend: z.optional(z.boolean({ error: 'resend must be true or false' })),
  }))();

export const reviewRequestResponseSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), reviewRequestedAt: z.string() }))();
export type ReviewRequestResponse = z.infer<typeof reviewRequestResponseSchema>;

/** POST /api/contacts/by-email: the address a homeowner's access or deletion request is about. */
export const personalDataLookupSchema = /* @__PURE__ */ (() =>
  z.object({
    email: z.pipe(
      z
        .string({ error: 'Enter the e-mail address to look up' })
        .check(z.trim(), z.maxLength(254, { error: 'Enter a valid e-mail address' })),
      z.email({ error: 'Enter a valid e-mail address' }),
    ),
  }))();

/** Everything stored for one e-mail address (the answer to an access request, downloadable as JSON). */
export const personalDataSchema = /* @__PURE__ */ (() =>
  z.object({
    email: z.string(),
    leads: z.array(
      z.object({
        ...leadSchema.shape,
        isSpam: z.boolean(),
        spacePhotos: z.array(exportedSpacePhotoSchema),
        plan: z.nullable(leadPlanSchema),
      }),
    ),
    reviews: z.array(adminTestimonialSchema),
    /** Stage history, consultations and amounts of those leads, by lead id. */
    pipeline: z.optional(pipelinesByLead()),
  }))();
export type PersonalData = z.infer<typeof personalDataSchema>;
