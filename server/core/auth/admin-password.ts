import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { adminPasswordMinLength } from '../../../shared/admin-schema';
import { adminSessions, appSettings } from '../db/schema';
import type { Db } from '../db/types';
import { getSetting, settingKeys } from '../db/app-settings';
import { hashPassword, verifyPassword, type ScryptCost } from './password-hash';

export function checkPasswordStrength(password: string): string | null {
  if (password.length < adminPasswordMinLength) {
    return `The admin password must be at least ${adminPasswordMinLength} characters long.`;
  }
  return null;
}

/**
 * Where a generated first password is written: beside the database, readable by its owner only
 * (the initial-admin-password pattern of Jenkins and similar servers).
 */
export const initialPasswordFile = (db: Db) =>
  path.join(path.dirname(path.resolve(db.$client.name)), 'initial-admin-password');

/**
 * Stores the hash of a new password and signs every existing session out. The file holding a
 * generated first password is deleted: it no longer opens anything.
 */
export async function setAdminPassword(db: Db, password: string, cost?: ScryptCost): Promise<void> {
  const problem = checkPasswordStrength(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password, cost);
  db.transaction((tx) => {
    tx.insert(appSettings)
      .values({ key: settingKeys.adminPasswordHash, value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash } })
      .run();
    tx.delete(adminSessions).run();
  });
  fs.rmSync(initialPasswordFile(db), { force: true });
}

export function verifyAdminPassword(db: Db, password: string): Promise<boolean> {
  return verifyPassword(password, getSetting(db, settingKeys.adminPasswordHash));
}

/**
 * Run once at start-up. ADMIN_PASSWORD, when set, becomes the password (its hash is stored). With
 * neither the variable nor a stored hash, a random password is generated, its hash stored and the
 * password written to `initialPasswordFile` (mode 0600); the log names the file, never the password.
 */
export async function prepareAdminPassword(
  db: Db,
  { envPassword, log }: { envPassword?: string; log: (message: string) => void },
): Promise<void> {
  const stored = getSetting(db, settingKeys.adminPasswordHash);
  if (envPassword) {
    const problem = checkPasswordStrength(envPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    if (!(await verifyPassword(envPassword, stored))) await setAdminPassword(db, envPassword);
    return;
  }
  if (stored) return;
  const generated = crypto.randomBytes(18).toString('base64url');
  await setAdminPassword(db, generated);
  const file = initialPasswordFile(db);
  fs.writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  log(
    `No admin password was set, so one was generated and written to ${file} (readable by this user only). ` +
      'Sign in at /admin with it, then choose your own with npm run admin:password (or set ADMIN_PASSWORD); ' +
      'that deletes the file.',
  );
}
