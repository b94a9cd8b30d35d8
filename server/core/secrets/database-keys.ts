import type Database from 'better-sqlite3';
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/types';
import type { Keyring } from './keyring';

const keyrings = new WeakMap<Database.Database, Keyring>();

/**
 * Binds the keys to the connection they protect: `seal(x)` and `unseal(x)` (`seal_bytes` and
 * `unseal_bytes` for binary content, whose plain form is a blob) become SQL functions of that connection, so a query seals or opens a value the same way inside a transaction (where no
 * handle to the connection is at hand) as outside one.
 */
export function bindKeyring(db: Db, keyring: Keyring): void {
  keyrings.set(db.$client, keyring);
  const orNull = (fn: (value: string) => string) => (value: unknown) => (value === null ? null : fn(String(value)));
  db.$client.function('seal', { deterministic: false }, orNull(keyring.seal));
  db.$client.function('unseal', { deterministic: true }, orNull(keyring.open));
  const bytesOf = (value: unknown) => (Buffer.isBuffer(value) ? value : Buffer.from(String(value), 'utf8'));
  db.$client.function('seal_bytes', { deterministic: false }, (value: unknown) =>
    value === null ? null : keyring.sealBytes(bytesOf(value)),
  );
  db.$client.function('unseal_bytes', { deterministic: true }, (value: unknown) =>
    value === null ? null : keyring.openBytes(String(value)),
  );
}

export function keyringOf(db: Db): Keyring {
  const keyring = keyrings.get(db.$client);
  if (!keyring) throw new Error('This database was opened without its keys (openDatabase loads them).');
  return keyring;
}

/** A value to store sealed with the current data key. */
export const sealed = (value: string): SQL => sql`seal(${value})`;

/** Binary content (a PDF) to store sealed with the current data key: text of the same format. */
export const sealedBytes = (value: Uint8Array): SQL => sql`seal_bytes(${value})`;

/** A sealed column, read back as plain text. */
export const unsealed = (column: SQLiteColumn): SQL<string> => sql<string>`unseal(${column})`;
