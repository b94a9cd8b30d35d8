import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId } from '../core/db/columns';

/** A designer's weekly working hours, one row per range; a designer without rows works the business hours. */
export const designerHours = sqliteTable(
  'designer_hours',
  {
    id: autoIncrementId(),
    staffId: staffIdColumn('staff_id').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    /** "HH:MM" Connecticut wall-clock time. */
    start: text('start').notNull(),
    end: text('end').notNull(),
  },
  (t) => [index('designer_hours_staff_idx').on(t.staffId)],
);

/** A designer's days off: an inclusive range of Connecticut days. */
export const designerTimeOff = sqliteTable(
  'designer_time_off',
  {
    id: autoIncrementId(),
    staffId: staffIdColumn('staff_id').notNull(),
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
  },
  (t) => [index('designer_time_off_staff_idx').on(t.staffId)],
);

/** The towns a designer visits in person; none listed means every town. */
export const designerTowns = sqliteTable(
  'designer_towns',
  {
    staffId: staffIdColumn('staff_id').notNull(),
    town: text('town').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.town] })],
);
