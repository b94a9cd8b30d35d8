import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { hashVerificationToken } from '../verification/token-hash';
import { defaultKeyFilePath, loadKeys, protectStoredSecrets } from '../secrets';
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
  // Deleted rows (ended sessions, replaced secrets) are overwritten, not left in free pages of the file.
  sqlite.pragma('secure_delete = ON');
  // Migration 0011 hashes the calendar tokens stored in plain text with the verification module's hash.
  sqlite.function('verification_token_hash', { deterministic: true }, (token) => hashVerificationToken(String(token)));
  return drizzle(sqlite);
}

/**
 * Opens (creating if needed) the SQLite file, applies migrations and loads the keys from the key
 * file (`keyFile`, by default `secret.key` beside the database; made on first start), then protects
 * in place what older versions stored in a usable form. What the features do on every start
 * (demo testimonials, visits without their person) is server/site-database.ts's openSiteDatabase.
 */
export function openDatabase(
  filePath: string,
  { keyFile = defaultKeyFilePath(filePath) }: { keyFile?: string } = {},
): Db {
  fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const db = connectDatabase(filePath);
  const before = appliedMigrations(db);
  migrate(db, { migrationsFolder });
  loadKeys(db, keyFile);
  protectStoredSecrets(db);
  // What a migration replaced (plain tokens) is overwritten in the file now, not at some later checkpoint.
  if (appliedMigrations(db) !== before) db.$client.pragma('wal_checkpoint(TRUNCATE)');
  return db;
}

function appliedMigrations(db: Db): number {
  const table = db.$client.prepare("SELECT 1 FROM sqlite_master WHERE name = '__drizzle_migrations'").get();
  return table ? (db.$client.prepare('SELECT COUNT(*) AS n FROM __drizzle_migrations').get() as { n: number }).n : 0;
}
