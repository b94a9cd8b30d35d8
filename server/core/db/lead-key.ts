import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/**
 * A lead's key, for the foreign keys of core's tables that point at a lead (the outbox, the activity
 * record, secret links). The leads table is the leads feature's (server/leads/schema.ts), which core
 * never imports; a foreign key names only a table and a column, so this names the same two
 * (server/leads/lead-key.test.ts holds them equal). Never queried; it is not in a schema.ts, so
 * drizzle-kit does not take it for a table of its own.
 */
export const leadKey = sqliteTable('contact_submissions', { id: integer('id').primaryKey() }).id;
