import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt, parentIdColumn, updatedAt } from '../core/db/columns';
import { leadIdColumn } from '../leads/schema';

/**
 * A signed job's installation (one per lead): where, the notes for the crew, and where it stands.
 * A move rewrites its days and crew and raises `sequence` (the homeowner's invitation is updated,
 * RFC 5546); a cancellation keeps them, for the METHOD:CANCEL that names each day.
 */
export const installs = sqliteTable('installs', {
  id: autoIncrementId(),
  leadId: leadIdColumn().unique(),
  address: text('address').notNull(),
  notes: text('notes').notNull().default(''),
  sequence: integer('sequence').notNull().default(0),
  cancelledAt: text('cancelled_at'),
  bookedBy: staffIdColumn('booked_by'),
  updatedAt: updatedAt(),
  createdAt: createdAt(),
});

/** The install's days, in order: each a UTC start and end (a Connecticut date, a start time and a length). */
export const installDays = sqliteTable(
  'install_days',
  {
    id: autoIncrementId(),
    installId: parentIdColumn('install_id', () => installs.id),
    /** 0 for the first day: the day's UID in the invitation and the feeds. */
    position: integer('position').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
  },
  (t) => [
    uniqueIndex('install_days_position_unique').on(t.installId, t.position),
    index('install_days_starts_idx').on(t.startsAt),
  ],
);

/** Who installs: the crew is the same on every day of an install. */
export const installCrew = sqliteTable(
  'install_crew',
  {
    installId: parentIdColumn('install_id', () => installs.id),
    staffId: staffIdColumn('staff_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.installId, t.staffId] }), index('install_crew_staff_idx').on(t.staffId)],
);
