import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The handle a `db.transaction` callback receives; queries that run inside one accept it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
