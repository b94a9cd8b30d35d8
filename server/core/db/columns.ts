import { sql } from 'drizzle-orm';
import { customType, integer, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/** The row's own key: an integer SQLite numbers, never reusing one (AUTOINCREMENT). */
export const autoIncrementId = () => integer('id').primaryKey({ autoIncrement: true });

/**
 * The key of the row this one belongs to (`parentId`: that row's key): always set, and the row goes
 * when its parent is deleted. Chain `.unique()` where a parent has one such row at most.
 */
export const parentIdColumn = <TName extends string>(name: TName, parentId: () => AnySQLiteColumn) =>
  integer(name).notNull().references(parentId, { onDelete: 'cascade' });

/** The key of a row that adds to its parent row, one at most per parent; it goes with the parent. */
export const parentIdPrimaryKey = <TName extends string>(name: TName, parentId: () => AnySQLiteColumn) =>
  integer(name).primaryKey().references(parentId, { onDelete: 'cascade' });

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
