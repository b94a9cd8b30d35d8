import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { activityActions } from '../../../shared/activity';
import { staffIdColumn } from '../auth/schema';
import { leadKey } from '../db/lead-key';
import { autoIncrementId } from '../db/columns';

/**
 * Who did what: an append-only record (kept 13 months). `actorId` is null when nobody is known
 * (a failed sign-in with an unknown e-mail). Rows about a lead carry its id and go with it when
 * the lead is deleted or expires, so no personal data outlives the lead here.
 */
export const activityLog = sqliteTable(
  'activity_log',
  {
    id: autoIncrementId(),
    at: text('at').notNull(),
    actorId: staffIdColumn('actor_id'),
    action: text('action', { enum: activityActions }).notNull(),
    /** What it was done to, e.g. "lead", "review", "photo", "person", "invitation". */
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    leadId: integer('lead_id').references(() => leadKey, { onDelete: 'cascade' }),
    /** A short description shown in the history, e.g. "Quoted $4,200.00". */
    detail: text('detail'),
    /** The client address (see TRUST_PROXY). */
    ip: text('ip'),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_actor_idx').on(t.actorId, t.at),
    index('activity_log_lead_idx').on(t.leadId),
  ],
);
