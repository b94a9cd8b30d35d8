import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { punchItemSources } from '../../shared/completion/completion-answers';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt, parentIdColumn } from '../core/db/columns';
import { galleryPhotos } from '../gallery/schema';
import { leadIdColumn, leadIdPrimaryKey } from '../leads/schema';

/*
 * A signed job's completion: the walk-through recorded, the homeowner's sign-off, the office's
 * hold-back, the punch list and the photos of the finished space. Rows go with their lead.
 */

/** One per job, from the moment completion is recorded. */
export const jobCompletions = sqliteTable('job_completions', {
  leadId: leadIdPrimaryKey(),
  recordedAt: text('recorded_at').notNull(),
  recordedBy: staffIdColumn('recorded_by'),
  /** "Everything is installed as agreed": the typed name, when, and from where (as the contract's signature). */
  signedOffAt: text('signed_off_at'),
  signedOffName: text('signed_off_name'),
  signedOffIp: text('signed_off_ip'),
  signedOffUserAgent: text('signed_off_user_agent'),
  /** When the homeowner agreed, at the sign-off, that the finished photos may go on the public gallery; null: not agreed. */
  photosConsentAt: text('photos_consent_at'),
  /** What of the balance the office holds back while the punch list is open; due once it is clear. */
  heldBackCents: integer('held_back_cents').notNull().default(0),
  heldBackBy: staffIdColumn('held_back_by'),
  /** Signed off, punch list clear and the balance paid: set once, with the review request. */
  closedAt: text('closed_at'),
});

/** What is not right after the install, and the day it will be fixed by. */
export const punchListItems = sqliteTable(
  'punch_list_items',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    what: text('what').notNull(),
    /** A Connecticut day; null for the homeowner's own until the office sets one. */
    fixBy: text('fix_by'),
    source: text('source', { enum: punchItemSources }).notNull(),
    addedBy: staffIdColumn('added_by'),
    createdAt: createdAt(),
    fixedAt: text('fixed_at'),
    fixedBy: staffIdColumn('fixed_by'),
  },
  (t) => [index('punch_list_items_lead_idx').on(t.leadId)],
);

/**
 * The photos of the finished space: gallery rows (drafts, processed by the gallery's queue) that the
 * owner may publish in one click once the job is closed.
 */
export const completionPhotos = sqliteTable(
  'completion_photos',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    photoId: parentIdColumn('photo_id', () => galleryPhotos.id).unique(),
    addedBy: staffIdColumn('added_by'),
    createdAt: createdAt(),
  },
  (t) => [index('completion_photos_lead_idx').on(t.leadId)],
);
