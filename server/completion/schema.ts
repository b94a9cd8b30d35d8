import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { punchItemSources } from '../../shared/completion/completion-answers';
import { staff } from '../core/auth/schema';
import { createdAt } from '../core/db/columns';
import { galleryPhotos } from '../gallery/schema';
import { leads } from '../leads/schema';

/*
 * A signed job's completion: the walk-through recorded, the homeowner's sign-off, the office's
 * hold-back, the punch list and the photos of the finished space. Rows go with their lead.
 */

/** One per job, from the moment completion is recorded. */
export const jobCompletions = sqliteTable('job_completions', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  recordedAt: text('recorded_at').notNull(),
  recordedBy: integer('recorded_by').references(() => staff.id),
  /** "Everything is installed as agreed": the typed name, when, and from where (as the contract's signature). */
  signedOffAt: text('signed_off_at'),
  signedOffName: text('signed_off_name'),
  signedOffIp: text('signed_off_ip'),
  signedOffUserAgent: text('signed_off_user_agent'),
  /** What of the balance the office holds back while the punch list is open; due once it is clear. */
  heldBackCents: integer('held_back_cents').notNull().default(0),
  heldBackBy: integer('held_back_by').references(() => staff.id),
  /** Signed off, punch list clear and the balance paid: set once, with the review request. */
  closedAt: text('closed_at'),
});

/** What is not right after the install, and the day it will be fixed by. */
export const punchListItems = sqliteTable(
  'punch_list_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    /** A Connecticut day; null for the homeowner's own until the office sets one. */
    fixBy: text('fix_by'),
    source: text('source', { enum: punchItemSources }).notNull(),
    addedBy: integer('added_by').references(() => staff.id),
    createdAt: createdAt(),
    fixedAt: text('fixed_at'),
    fixedBy: integer('fixed_by').references(() => staff.id),
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
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .unique()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('completion_photos_lead_idx').on(t.leadId)],
);
