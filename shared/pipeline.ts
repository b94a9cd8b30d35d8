import * as z from 'zod/mini';
import { visitModes } from './booking';
import { amountRule } from './amount-rule';
import { personIdSchema } from './id-schema';
import { numberInput } from './api/lean-inputs';
import { numberValue } from './api/lean-schemas';
import { daysFromText } from './lead-analytics';
import { formatDollars } from './money';
import { isSingleLine, singleLineMessage } from './single-line-text';

/**
 * The sales pipeline's contract: stages, amounts, bookings and the answers of its API. Schemas are
 * marked pure so a page that imports only the values (the dashboard) leaves them, and zod, behind;
 * zod/mini within the public forms' zod classes (shared/api/lean-schemas.ts), as the contract
 * (shared/api/pipeline.ts) carries them to the staff pages.
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
  numberInput(`${label} is required`, {
    whole: `${label} must be a whole number of cents`,
    problems: (value) => [
      value < amountRule.minCents && `${label} must be at least ${formatDollars(amountRule.minCents)}`,
      value > amountRule.maxCents && `${label} must be at most ${formatDollars(amountRule.maxCents)}`,
    ],
  });

const isoDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: `${label} must be a date (YYYY-MM-DD)` }));

/**
 * z.discriminatedUnion on `stage` within the public forms' zod classes (shared/api/lean-schemas.ts): the option
 * the stage names reads the rest; a body that is not an object, or names no such stage, is
 * `error`, where z.discriminatedUnion puts it (the body, or its stage).
 */
function byStage<O extends Record<string, z.ZodMiniType>>(options: O, error: string) {
  return z.custom<z.output<O[keyof O]>>().check(
    z.check<unknown>((payload) => {
      const value = payload.value;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        payload.issues.push({ code: 'invalid_type', expected: 'object', input: value, message: error });
        return;
      }
      const stage = (value as { stage?: unknown }).stage;
      const option = typeof stage === 'string' && Object.hasOwn(options, stage) ? options[stage] : undefined;
      if (!option) {
        payload.issues.push({ code: 'custom', path: ['stage'], input: value, message: error });
        return;
      }
      const parsed = z.safeParse(option, value);
      if (parsed.success) payload.value = parsed.data;
      // The option's issues as it found them, each with its path and sentence.
      else payload.issues.push(...(parsed.error.issues as z.core.$ZodRawIssue[]));
    }),
  );
}

/** POST /api/contacts/:id/stage. "Consultation booked" is set by booking (PUT .../consultation). */
export const stageChangeSchema = /* @__PURE__ */ (() =>
  byStage(
    {
      new: z.strictObject({ stage: z.enum(['new']) }),
      contacted: z.strictObject({ stage: z.enum(['contacted']) }),
      quoted: z.strictObject({
        stage: z.enum(['quoted']),
        quoteCents: cents('Quote amount'),
        followUpOn: isoDay('Follow up on'),
      }),
      won: z.strictObject({ stage: z.enum(['won']), finalCents: cents('Final amount') }),
      lost: z.strictObject({
        stage: z.enum(['lost']),
        reason: z.enum(lostReasons, { error: `Reason must be one of: ${lostReasons.join(', ')}` }),
      }),
    },
    "stage must be 'new', 'contacted', 'quoted', 'won' or 'lost'",
  ))();
export type StageChange = z.infer<typeof stageChangeSchema>;

/** PUT /api/contacts/:id/consultation: book or reschedule, in Connecticut time. */
export const bookingSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    date: isoDay('Date'),
    startTime: z
      .string({ error: 'Start time is required' })
      .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Start time must be a time (HH:MM)' })),
    lengthMinutes: z._default(
      numberInput('Length must be a number of minutes', {
        whole: 'Length must be a whole number of minutes',
        problems: (value) => [
          value < 15 && 'Length must be at least 15 minutes',
          value > 480 && 'Length must be at most 480 minutes',
        ],
      }),
      defaultConsultationMinutes,
    ),
    address: z
      .string({ error: 'Address is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Address is required' }),
        z.maxLength(200, { error: 'Address must be at most 200 characters' }),
        z.refine(isSingleLine, { error: singleLineMessage('Address') }),
      ),
    /** Who visits: left out or null, the person the lead is assigned to, else whoever takes visits by default. */
    designerId: z.optional(personIdSchema()),
    /** Staff saw the "double-booked" warning and book anyway. */
    confirmOverlap: z.optional(z.boolean({ error: 'confirmOverlap must be true or false' })),
  }))();

/** One change on a lead card's history. */
const stageEventSchema = /* @__PURE__ */ (() =>
  z.object({
    stage: z.enum(leadStages),
    detail: z.nullable(z.string()),
    at: z.string(),
    /** The name of the person who made the change; null for the homeowner's own request. */
    by: z.nullable(z.string()),
  }))();
export type StageEvent = z.infer<typeof stageEventSchema>;

export const consultationSchema = /* @__PURE__ */ (() =>
  z.object({
    startsAt: z.string(),
    endsAt: z.string(),
    address: z.string(),
    sequence: numberValue(),
    cancelledAt: z.nullable(z.string()),
    /** The person who visits (staff id); null only for a visit nobody on the team could take. */
    designerId: z.nullable(numberValue()),
    mode: z.enum(visitModes),
    /** The homeowner's town, for the drive between visits; null when not known. */
    town: z.nullable(z.string()),
  }))();
export type Consultation = z.infer<typeof consultationSchema>;

/** What a lead card shows of the pipeline. */
export const leadPipelineSchema = /* @__PURE__ */ (() =>
  z.object({
    history: z.array(stageEventSchema),
    consultation: z.nullable(consultationSchema),
    quoteCents: z.nullable(numberValue()),
    followUpOn: z.nullable(z.string()),
    finalCents: z.nullable(numberValue()),
    lostReason: z.nullable(z.string()),
  }))();
export type LeadPipeline = z.infer<typeof leadPipelineSchema>;

/** GET /api/pipeline/agenda */
export const pipelineAgendaSchema = /* @__PURE__ */ (() =>
  z.object({
    upcoming: z.array(
      z.object({
        leadId: numberValue(),
        firstName: z.string(),
        phone: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        address: z.string(),
      }),
    ),
    followUpsDue: z.array(
      z.object({
        leadId: numberValue(),
        name: z.string(),
        phone: z.string(),
        followUpOn: z.string(),
        quoteCents: z.nullable(numberValue()),
      }),
    ),
  }))();
export type PipelineAgenda = z.infer<typeof pipelineAgendaSchema>;

export const pipelineQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    days: daysFromText(),
  }))();

const pipelineFiguresSchema = /* @__PURE__ */ (() =>
  z.object({
    leads: numberValue(),
    consultations: numberValue(),
    quoted: numberValue(),
    won: numberValue(),
    wonCents: numberValue(),
    /** won / leads; null without leads. */
    closeRate: z.nullable(numberValue()),
    medianDaysToConsultation: z.nullable(numberValue()),
    medianDaysToQuote: z.nullable(numberValue()),
  }))();
export type PipelineFigures = z.infer<typeof pipelineFiguresSchema>;

/** The proposals first sent in the period, and how homeowners answered them. */
const proposalFiguresSchema = /* @__PURE__ */ (() =>
  z.object({
    sent: numberValue(),
    /** Signed online (a contract cancelled within three days included: the homeowner did accept). */
    accepted: numberValue(),
    /** Of those, cancelled within the three business days. */
    cancelled: numberValue(),
    /** accepted / sent; null when none was sent. */
    acceptanceRate: z.nullable(numberValue()),
    /** From the first version sent to the signature. */
    medianDaysToAccept: z.nullable(numberValue()),
    /** Which option homeowners chose, by its name (Good, Better, Best), most chosen first. */
    chosen: z.array(z.object({ name: z.string(), accepted: numberValue(), share: numberValue() })),
  }))();
export type ProposalFigures = z.infer<typeof proposalFiguresSchema>;

/** The contracts signed in the period, and how long they took from the signature to the install and to paid. */
const jobTimingSchema = /* @__PURE__ */ (() =>
  z.object({
    signed: numberValue(),
    /** Of those, with an install day booked; and with the balance paid. */
    scheduled: numberValue(),
    paid: numberValue(),
    /** Connecticut days from the signature to the first install day. */
    medianDaysToInstall: z.nullable(numberValue()),
    /** Connecticut days from the first install day to the day it was paid in full. */
    medianDaysInstallToPaid: z.nullable(numberValue()),
  }))();
export type JobTiming = z.infer<typeof jobTimingSchema>;

/** GET /api/pipeline/analytics */
export const pipelineAnalyticsSchema = /* @__PURE__ */ (() =>
  z.object({
    days: numberValue(),
    from: z.string(),
    total: pipelineFiguresSchema,
    bySource: z.array(z.object({ ...pipelineFiguresSchema.shape, source: z.string() })),
    proposals: proposalFiguresSchema,
    jobs: jobTimingSchema,
  }))();
export type PipelineAnalytics = z.infer<typeof pipelineAnalyticsSchema>;
