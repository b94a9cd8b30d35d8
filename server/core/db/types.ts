import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';

/**
 * The database handle every query takes. It is built without the tables (the features own theirs,
 * and core imports no feature): queries name their tables (`db.select().from(leads)`), and nothing
 * uses Drizzle's relational `db.query` API, which is what a schema given here would add.
 */
export type Db = BetterSQLite3Database & { $client: Database.Database };

/** The handle a `db.transaction` callback receives; queries that run inside one accept it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
