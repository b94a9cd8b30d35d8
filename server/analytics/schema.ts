import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { siteEventTypes } from '../../shared/site-events';

/**
 * First-party visit counts (POST /api/events): one counter per business day (Connecticut time,
 * shared/business-time.ts), page and event type. Nothing about the visitor is stored.
 */
export const siteEventCounts = sqliteTable(
  'site_event_counts',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    type: text('type', { enum: siteEventTypes }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.type] })],
);
