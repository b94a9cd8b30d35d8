import Database from 'better-sqlite3';
import { defaultKeyFilePath, loadKeyFile } from '../../server/core/secrets/key-file';
import { createKeyring } from '../../server/core/secrets/keyring';

/**
 * The E2E suite's one test seam into the server: its SQLite file (playwright.config.ts), opened for
 * one step. Only for what no API call can do: rows with a past date, hundreds of rows at once, or a
 * figure to compare a screen with. Anything a person or the app can do goes over HTTP (the page, or
 * `staffApi` in admin-session.ts).
 */
export function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(process.env.E2E_DATABASE_PATH ?? '');
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * A value the server keeps sealed (an outbox body or attachment), opened with the key file the
 * server made beside its database: the database alone holds no usable link.
 */
export function unseal(value: string): string {
  const keyFile = defaultKeyFilePath(process.env.E2E_DATABASE_PATH ?? '');
  return createKeyring(loadKeyFile(keyFile)).open(value);
}
