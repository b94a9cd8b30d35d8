import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Small key/value settings kept in the database, e.g. the admin password hash. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
