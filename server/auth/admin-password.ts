import crypto from 'node:crypto';
import { adminPasswordMinLength } from '../../shared/admin-schema';
import { adminSessions, appSettings } from '../db/schema';
import type { Db } from '../db/types';
import { getSetting, settingKeys } from './app-settings';
import { hashPassword, verifyPassword, type ScryptCost } from './password-hash';

export function checkPasswordStrength(password: string): string | null {
  if (password.length < adminPasswordMinLength) {
    return `The admin password must be at least ${adminPasswordMinLength} characters long.`;
  }
  return null;
}

/** Stores the hash of a new password and signs every existing session out. */
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
}

export function verifyAdminPassword(db: Db, password: string): Promise<boolean> {
  return verifyPassword(password, getSetting(db, settingKeys.adminPasswordHash));
}

/**
 * Run once at start-up. ADMIN_PASSWORD, when set, becomes the password (its hash is stored). With
 * neither the variable nor a stored hash, a random password is generated, its hash stored and the
 * password itself printed this one time only.
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
  log(
    [
      '',
      '  No admin password was set, so one was generated. It is shown only this once:',
      '',
      `      ${generated}`,
      '',
      '  Sign in at /admin with it. To choose your own: npm run admin:password',
      '  (or set ADMIN_PASSWORD in the environment).',
      '',
    ].join('\n'),
  );
}
