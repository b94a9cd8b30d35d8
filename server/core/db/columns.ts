import { sql } from 'drizzle-orm';
import { customType, integer, text } from 'drizzle-orm/sqlite-core';

/** The row's own key: an integer SQLite numbers, never reusing one (AUTOINCREMENT). */
export const autoIncrementId = () => integer('id').primaryKey({ autoIncrement: true });

/** The row's creation time, UTC with milliseconds ("2026-11-27T14:05:09.123Z"), set by SQLite. */
export const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** When the row last changed, UTC ISO text, written by the code that changes it. */
export const updatedAt = () => text('updated_at').notNull();

/**
 * Binary content kept sealed with the data key ('sealed:<version>:…' text, server/core/secrets'
 * sealBytes) in a column declared blob: a signed contract's or change order's PDF as sent.
 */
export const sealedBlob = customType<{ data: string; driverData: string }>({ dataType: () => 'blob' });
