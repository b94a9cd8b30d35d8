import Database from 'better-sqlite3';

/** The E2E server's SQLite file (playwright.config.ts creates one per run). */
export const e2eDatabasePath = process.env.E2E_DATABASE_PATH ?? '';

/** Opens the E2E database for one read or write, waiting out the server's writes. */
export function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabasePath);
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
