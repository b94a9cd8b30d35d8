import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { visitModes } from '../../shared/booking';
import { leadStages } from '../../shared/pipeline';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt, parentIdColumn, parentIdPrimaryKey } from '../core/db/columns';

/**
 * Leads: consultation requests. Every acknowledged lead is a row here. The SQL table keeps the name it
 * was created with (the spec's "contact submissions"), so no migration renames it.
 */
export const leads = sqliteTable(
  'contact_submissions',
  {
    id: autoIncrementId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zip: text('zip').notNull(),
    rooms: text('rooms', { mode: 'json' }).$type<string[]>().notNull(),
    message: text('message').notNull(),
    /** The lead's pipeline stage (shared/pipeline-schema.ts); history in lead_stage_events. */
    status: text('status', { enum: leadStages }).notNull().default('new'),
    isSpam: integer('is_spam', { mode: 'boolean' }).notNull().default(false),
    fingerprint: text('fingerprint'),
    receivedAt: createdAt(),
    /** Where the visit came from (shared/lead-source.ts); null when the browser sent nothing. */
    landingPath: text('landing_path'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    formPath: text('form_path'),
    /** When staff last e-mailed this homeowner a review request; null until then. */
    reviewRequestedAt: text('review_requested_at'),
    /** The person on the team who has this lead ("Assigned to"); a designer sees only theirs. */
    assignedTo: staffIdColumn('assigned_to'),
  },
  (t) => [
    index('contact_submissions_received_idx').on(t.receivedAt),
    index('contact_submissions_fingerprint_idx').on(t.fingerprint),
    index('contact_submissions_assigned_idx').on(t.assignedTo),
  ],
);

/** The lead a row belongs to; the row goes with it. Chain `.unique()` where a lead has one at most. */
export const leadIdColumn = () => parentIdColumn('lead_id', () => leads.id);

/** The key of a row that adds to its lead (one per lead at most); the row goes with it. */
export const leadIdPrimaryKey = () => parentIdPrimaryKey('lead_id', () => leads.id);

/** Lead pipeline (docs/pipeline.md): each stage change of a lead, oldest first. */
export const leadStageEvents = sqliteTable(
  'lead_stage_events',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    stage: text('stage', { enum: leadStages }).notNull(),
    /** e.g. "Quote $4,500.00, follow up on Jan 19, 2027" or "Consultation cancelled". */
    detail: text('detail'),
    at: text('at').notNull(),
    /** Who made the change; null for the homeowner's own request (and rows from before accounts). */
    staffId: staffIdColumn('staff_id'),
  },
  (t) => [index('lead_stage_events_lead_idx').on(t.leadId, t.at)],
);

/** Quote, follow-up, final amount and lost reason of a lead; amounts in cents. */
export const leadDeals = sqliteTable('lead_deals', {
  leadId: leadIdPrimaryKey(),
  quoteCents: integer('quote_cents'),
  /** A "YYYY-MM-DD" day in America/New_York. */
  followUpOn: text('follow_up_on'),
  finalCents: integer('final_cents'),
  lostReason: text('lost_reason'),
});

/** The in-home consultation of a lead (one per lead; a reschedule raises `sequence`). */
export const consultations = sqliteTable(
  'consultations',
  {
    leadId: leadIdPrimaryKey(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    address: text('address').notNull(),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: text('cancelled_at'),
    /** The designer who visits; the double-booking check is per designer. */
    designerId: staffIdColumn('designer_id'),
    mode: text('mode', { enum: visitModes }).notNull().default('in_home'),
    /** The homeowner's town, for the drive between two in-home visits; null when not known. */
    town: text('town'),
  },
  (t) => [
    index('consultations_starts_idx').on(t.startsAt),
    index('consultations_designer_idx').on(t.designerId),
    // The database's own guard against double booking: one live visit per designer and start.
    uniqueIndex('consultations_designer_start_unique')
      .on(t.designerId, t.startsAt)
      .where(sql`${t.cancelledAt} is null and ${t.designerId} is not null`),
  ],
);

/**
 * Photos of their space a homeowner adds from their booking link. Private: the files live in
 * MEDIA_DIR/private/<fileKey>/, served only to staff who may see the lead, and go with the lead.
 */
export const leadSpacePhotos = sqliteTable(
  'lead_space_photos',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    fileKey: text('file_key').notNull().unique(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    note: text('note'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_space_photos_lead_idx').on(t.leadId)],
);
