import { z } from 'zod';
import type { VisitMode } from './booking';
import { amountRule } from './amount-rule';
import { personIdSchema } from './id-schema';
import { formatDollars } from './money';
import { isSingleLine, singleLineMessage } from './single-line-text';

/**
 * The sales pipeline's contract: stages, amounts, bookings and the answers of its API. Schemas are
 * marked pure so a page that imports only the values (the dashboard) leaves them, and zod, behind.
 */

/** A lead's stages, in pipeline order; stored in contact_submissions.status. */
export const leadStages = ['new', 'contacted', 'consultation_booked', 'quoted', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

export const lostReasons = ['Price', 'Timing', 'Chose another company', 'No response', 'Other'] as const;
export type LostReason = (typeof lostReasons)[number];

/** Why a lead with a signed, uncancelled contract refuses a stage or amount set by hand (409). */
export const contractLockedMessage =
  'This lead has a signed contract: its stage and amount change only through a cancellation or a signed change order.';

export const defaultConsultationMinutes = 90;
export const doubleBookedMessage = 'Double-booked: another consultation overlaps this time.';

const cents = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(amountRule.minCents, { error: `${label} must be at least ${formatDollars(amountRule.minCents)}` })
    .max(amountRule.maxCents, { error: `${label} must be at most ${formatDollars(amountRule.maxCents)}` });

const isoDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: `${label} must be a date (YYYY-MM-DD)` });

/** POST /api/contacts/:id/stage. "Consultation booked" is set by booking (PUT .../consultation). */
export const stageChangeSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'stage',
    [
      z.strictObject({ stage: z.literal('new') }),
      z.strictObject({ stage: z.literal('contacted') }),
      z.strictObject({
        stage: z.literal('quoted'),
        quoteCents: cents('Quote amount'),
        followUpOn: isoDay('Follow up on'),
      }),
      z.strictObject({ stage: z.literal('won'), finalCents: cents('Final amount') }),
      z.strictObject({
        stage: z.literal('lost'),
        reason: z.enum(lostReasons, { error: `Reason must be one of: ${lostReasons.join(', ')}` }),
      }),
    ],
    { error: "stage must be 'new', 'contacted', 'quoted', 'won' or 'lost'" },
  ))();
export type StageChange = z.infer<typeof stageChangeSchema>;

/** PUT /api/contacts/:id/consultation: book or reschedule, in Connecticut time. */
export const bookingSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    date: isoDay('Date'),
    startTime: z
      .string({ error: 'Start time is required' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Start time must be a time (HH:MM)' }),
    lengthMinutes: z
      .number({ error: 'Length must be a number of minutes' })
      .int({ error: 'Length must be a whole number of minutes' })
      .min(15, { error: 'Length must be at least 15 minutes' })
      .max(480, { error: 'Length must be at most 480 minutes' })
      .default(defaultConsultationMinutes),
    address: z
      .string({ error: 'Address is required' })
      .trim()
      .min(1, { error: 'Address is required' })
      .max(200, { error: 'Address must be at most 200 characters' })
      .refine(isSingleLine, { error: singleLineMessage('Address') }),
    /** Who visits: left out or null, the person the lead is assigned to, else whoever takes visits by default. */
    designerId: personIdSchema().optional(),
    /** Staff saw the "double-booked" warning and book anyway. */
    confirmOverlap: z.boolean({ error: 'confirmOverlap must be true or false' }).optional(),
  }))();

/** One change on a lead card's history. */
export type StageEvent = {
  stage: LeadStage;
  detail: string | null;
  at: string;
  /** The name of the person who made the change; null for the homeowner's own request. */
  by: string | null;
};

export type Consultation = {
  startsAt: string;
  endsAt: string;
  address: string;
  sequence: number;
  cancelledAt: string | null;
  /** The person who visits (staff id); null only for a visit nobody on the team could take. */
  designerId: number | null;
  mode: VisitMode;
  /** The homeowner's town, for the drive between visits; null when not known. */
  town: string | null;
};

/** What a lead card shows of the pipeline. */
export type LeadPipeline = {
  history: StageEvent[];
  consultation: Consultation | null;
  quoteCents: number | null;
  followUpOn: string | null;
  finalCents: number | null;
  lostReason: string | null;
};

/** GET /api/pipeline/agenda */
export type PipelineAgenda = {
  upcoming: { leadId: number; firstName: string; phone: string; startsAt: string; endsAt: string; address: string }[];
  followUpsDue: { leadId: number; name: string; phone: string; followUpOn: string; quoteCents: number | null }[];
};

export const pipelineQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    days: z.enum(['30', '90', '365'], { error: 'days must be 30, 90 or 365' }).default('30').transform(Number),
  }))();

export type PipelineFigures = {
  leads: number;
  consultations: number;
  quoted: number;
  won: number;
  wonCents: number;
  /** won / leads; null without leads. */
  closeRate: number | null;
  medianDaysToConsultation: number | null;
  medianDaysToQuote: number | null;
};

/** The proposals first sent in the period, and how homeowners answered them. */
export type ProposalFigures = {
  sent: number;
  /** Signed online (a contract cancelled within three days included: the homeowner did accept). */
  accepted: number;
  /** Of those, cancelled within the three business days. */
  cancelled: number;
  /** accepted / sent; null when none was sent. */
  acceptanceRate: number | null;
  /** From the first version sent to the signature. */
  medianDaysToAccept: number | null;
  /** Which option homeowners chose, by its name (Good, Better, Best), most chosen first. */
  chosen: { name: string; accepted: number; share: number }[];
};

/** GET /api/pipeline/analytics */
export type PipelineAnalytics = {
  days: number;
  from: string;
  total: PipelineFigures;
  bySource: (PipelineFigures & { source: string })[];
  proposals: ProposalFigures;
};

/**
 * GET/POST /api/calendar-feed (your link to everyone's visits) and /api/account/calendar-feed (your
 * own visits). Only a hash of a link is kept, so its URL comes once, in the POST that makes it; GET
 * tells when the current link was made (null: none yet).
 */
export type CalendarFeed = { url: string | null; madeAt: string | null };
