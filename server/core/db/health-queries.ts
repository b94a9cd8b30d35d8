import type { Db } from './types';

/** Takes SQLite's write lock and releases it at once: throws on a read-only, locked, full or closed database. */
export function takeWriteLock(db: Db): void {
  db.$client.exec('BEGIN IMMEDIATE; ROLLBACK');
}

/** The migrations drizzle recorded as applied (throws when its table is missing). */
export function appliedMigrations(db: Db): { hash: string }[] {
  return db.$client.prepare('SELECT hash FROM __drizzle_migrations').all() as { hash: string }[];
}
