import { z } from 'zod';
import { idParams, idSchema, personIdSchema } from './id-schema';
import { pageParam, positiveInt, searchParam } from './paging';
import type { LeadSourceFields } from './lead-source-label';
import { leadStages, type LeadPipeline, type LeadStage } from './pipeline';
import type { AdminTestimonial } from './testimonial-schema';
import type { SpacePhotoView } from './booking';
import type { LeadPlan } from './design/lead-plan';
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
export type Assignee = { id: number; name: string };

const leadsPageSizeMax = 200;

/** Query string of GET /api/contacts and GET /api/contacts.csv. */
export const leadsQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    q: searchParam,
    page: pageParam,
    pageSize: positiveInt('pageSize', 50, leadsPageSizeMax),
    /** A source as the inbox names it (UTM source, referring host or "Direct"); empty = every source. */
    source: z.string().trim().max(200, { error: 'Source must be at most 200 characters' }).default(''),
    /** One pipeline stage; empty = every stage. */
    stage: z.enum(['', ...leadStages], { error: 'Stage must be one of: ' + leadStages.join(', ') }).default(''),
  }))();
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** A consultation request as the admin inbox shows it. */
export type Lead = {
  id: number;
  name: string;
  email: string;
  phone: string;
  zip: string;
  rooms: string[];
  message: string;
  /** The pipeline stage; PATCH sets only 'new' or 'contacted'. */
  status: LeadStage;
  receivedAt: string;
  /** When staff last e-mailed this homeowner a review request; null until then. */
  reviewRequestedAt: string | null;
  /** The person on the team who has the lead (staff id); null while nobody does. */
  assignedTo: number | null;
} & LeadSourceFields;

/** An e-mail written about a lead, with its outbox status ("queued" until the worker has sent it). */
export type LeadEmail = {
  kind:
    | 'lead-notification'
    | 'lead-confirmation'
    | 'review-request'
    | 'consultation-invite'
    | 'consultation-reminder'
    | 'booking-notification'
    | 'proposal'
    | 'proposal-follow-up'
    | 'proposal-signed-copy'
    | 'proposal-accepted'
    | 'proposal-declined'
    | 'proposal-cancelled'
    | 'proposal-cancel-confirmation';
  toAddress: string;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  /** Why it failed, was skipped or is being retried; null once sent. */
  reason: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** A photo of the space in a personal-data export: when it was added, and its staff address once processed. */
type ExportedSpacePhoto = SpacePhotoView & { createdAt: string; url: string | null };

/**
 * GET /api/contacts: the leads as a `submissions` array (the name clients rely on), each with its
 * e-mails, paging figures, every source the inbox can be filtered by, and whether a mail server is
 * configured.
 */
export type LeadsResponse = {
  /**
   * Each with its e-mails, the photos of the space the homeowner added on the booking page, and the
   * plan they sent from /plan (null without one); signedContract: a proposal of it was signed (its PDF);
   * contractLocked: that contract is in force, so its stage and amount cannot be changed by hand.
   */
  submissions: (Lead & {
    emails: LeadEmail[];
    spacePhotos: SpacePhotoView[];
    plan: LeadPlan | null;
    signedContract: boolean;
    contractLocked: boolean;
  })[];
  total: number;
  page: number;
  pageSize: number;
  /** Leads still at stage New, spam left out, whatever the filter: the count on the inbox's tab. */
  newLeads: number;
  sources: string[];
  /** Each listed lead's stage history, consultation and amounts, by lead id. */
  pipeline: Record<number, LeadPipeline>;
  /** False while SMTP_URL is unset: every e-mail is written as skipped. */
  mailConfigured: boolean;
  /** Who a lead can be assigned to, and who can visit: the active people on the team, by name. */
  assignees: Assignee[];
};

/** POST /api/contacts/:id/review-request: the town staff confirmed; `resend` sends a second request on purpose. */
export const reviewRequestBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    town: z
      .string({ error: 'Town is required' })
      .trim()
      .min(1, { error: 'Town is required' })
      .max(60, { error: 'Town must be at most 60 characters' })
      .refine(isSingleLine, { error: singleLineMessage('Town') }),
    resend: z.boolean({ error: 'resend must be true or false' }).optional(),
  }))();

export type ReviewRequestResponse = { success: true; reviewRequestedAt: string };

/** POST /api/contacts/by-email: the address a homeowner's access or deletion request is about. */
export const personalDataLookupSchema = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .string({ error: 'Enter the e-mail address to look up' })
      .trim()
      .max(254, { error: 'Enter a valid e-mail address' })
      .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  }))();

/** Everything stored for one e-mail address (the answer to an access request, downloadable as JSON). */
export type PersonalData = {
  email: string;
  leads: (Lead & { isSpam: boolean; spacePhotos: ExportedSpacePhoto[]; plan: LeadPlan | null })[];
  reviews: AdminTestimonial[];
  /** Stage history, consultations and amounts of those leads, by lead id. */
  pipeline?: Record<number, LeadPipeline>;
};
