import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** The row's creation time, UTC with milliseconds ("2026-11-27T14:05:09.123Z"), set by SQLite. */
export const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
