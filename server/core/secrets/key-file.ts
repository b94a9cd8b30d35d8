import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The site's keys, kept in a file of their own (mode 0600) and never in the database, so a copy of
 * the database or of its backups opens nothing. Two independent keys rather than one master key: an
 * upgraded site moves its old database-held cookie secret in as it is, and the data keys are
 * versioned so a new one can be added (the highest version seals; every version still opens).
 */
const keyFileSchema = z.object({
  /** Signs the session cookie (unless SESSION_SECRET is set). */
  cookieSecret: z.string().min(32),
  /** AES-256-GCM keys: 32 bytes each, base64url. */
  dataKeys: z
    .array(
      z.object({
        version: z.number().int().positive(),
        key: z.string().refine((k) => Buffer.from(k, 'base64url').length === 32, 'a data key is 32 bytes, base64url'),
      }),
    )
    .min(1),
});

export type KeyFile = z.infer<typeof keyFileSchema>;

/** `secret.key` beside the database unless SECRET_KEY_FILE names another place. */
export const defaultKeyFilePath = (databasePath: string): string =>
  path.join(path.dirname(path.resolve(databasePath)), 'secret.key');

const newDataKey = (): string => crypto.randomBytes(32).toString('base64url');

const ownerOnly = 0o600;

function write(file: string, keys: KeyFile, flag: 'wx' | 'w'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: ownerOnly, flag });
  fs.chmodSync(file, ownerOnly);
}

function read(file: string): KeyFile {
  const parsed = keyFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid key file: ${parsed.error.issues[0]?.message}`);
  // Readable by others (copied with a loose umask, say): tightened rather than refused.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, ownerOnly);
  return parsed.data;
}

/**
 * Reads the key file, creating it on first start. `legacyCookieSecret` is the cookie secret an older
 * version kept in the database: a new file takes it over, so the sessions of the upgrade survive.
 */
export function loadKeyFile(file: string, legacyCookieSecret?: string): KeyFile {
  if (!fs.existsSync(file)) {
    const keys: KeyFile = {
      cookieSecret: legacyCookieSecret ?? crypto.randomBytes(32).toString('base64url'),
      dataKeys: [{ version: 1, key: newDataKey() }],
    };
    try {
      write(file, keys, 'wx');
      return keys;
    } catch (err) {
      // Another process (a CLI next to the server) wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return read(file);
}
