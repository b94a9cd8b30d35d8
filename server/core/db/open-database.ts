import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { defaultKeyFilePath, loadKeys, protectStoredSecrets } from '../secrets';
import { seedDemoData } from './seed';
import type { Db } from './types';

export type { Db };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A connection to the SQLite file with the site's settings. WAL with synchronous=FULL: a lead the
 * API acknowledged survives a crash and a power cut. Several connections (a backup, a CLI script)
 * wait for each other's writes instead of failing.
 */
export function connectDatabase(filePath: string): Db {
  const sqlite = new Database(filePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return drizzle(sqlite, { schema });
}

/**
 * Opens (creating if needed) the SQLite file, applies migrations and loads the keys from the key
 * file (`keyFile`, by default `secret.key` beside the database; made on first start), then protects
 * in place what older versions stored in a usable form. Demo testimonials go into an empty database
 * only when `seed` says so (the server passes SEED_DEMO_TESTIMONIALS; scripts never).
 */
export function openDatabase(
  filePath: string,
  { seed = false, keyFile = defaultKeyFilePath(filePath) }: { seed?: boolean; keyFile?: string } = {},
): Db {
  fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const db = connectDatabase(filePath);
  migrate(db, { migrationsFolder });
  loadKeys(db, keyFile);
  protectStoredSecrets(db);
  if (seed) seedDemoData(db);
  return db;
}
