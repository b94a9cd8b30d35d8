/**
 * The pipeline's plain values, without zod, so the dashboard can import them without bringing the
 * API's schemas into the chunk it shares with the public forms. Types come from pipeline-schema.ts.
 */
export type {
  CalendarFeed,
  Consultation,
  LeadPipeline,
  PipelineAgenda,
  PipelineAnalytics,
  PipelineFigures,
  StageChange,
  StageEvent,
} from './pipeline-schema';

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

/** Largest amount accepted: $1,000,000.00. */
export const maxAmountCents = 100_000_000;

export const defaultConsultationMinutes = 90;
export const doubleBookedMessage = 'double-booked: another consultation overlaps this time';
