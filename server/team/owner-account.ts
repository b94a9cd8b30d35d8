import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appSettings } from '../core/db/schema';
import type { Db } from '../core/db/types';
import { getSetting, settingKeys } from '../core/db/app-settings';
import { hashPassword, verifyPassword, type ScryptCost } from '../core/auth/password-hash';
import { passwordProblem } from '../core/auth/password-policy';
import { addStaff, firstOwner, setStaffPassword } from '../core/auth/staff-accounts';

/** The first owner's name until they change it (the Team page lists it). */
const firstOwnerName = 'Owner';

/**
 * Where a generated first password is written: beside the database, readable by its owner only
 * (the initial-admin-password pattern of Jenkins and similar servers).
 */
const initialPasswordFile = (db: Db) =>
  path.join(path.dirname(path.resolve(db.$client.name)), 'initial-admin-password');

/**
 * The last-resort recovery (`npm run admin:password`, ADMIN_PASSWORD): a new password for the first
 * owner, whose sessions all end. The file holding a generated first password is deleted.
 */
export async function setOwnerPassword(db: Db, password: string, cost?: ScryptCost): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const owner = firstOwner(db);
  if (!owner) throw new Error('There is no owner account yet: start the server once to create it.');
  await setStaffPassword(db, owner.id, password, cost);
  fs.rmSync(initialPasswordFile(db), { force: true });
}

/**
 * Run once at start-up; makes sure the first owner exists, signing in with `email`.
 * - An upgraded database keeps the shared password it had: it becomes the owner's.
 * - A fresh one takes ADMIN_PASSWORD, or generates a password and writes it to
 *   `initialPasswordFile` (mode 0600); the log names the file, never the password.
 * - ADMIN_PASSWORD, when set and different, becomes the owner's password, as before.
 */
export async function prepareOwner(
  db: Db,
  {
    envPassword,
    email,
    log,
    cost,
  }: { envPassword?: string; email: string; log: (message: string) => void; cost?: ScryptCost },
): Promise<void> {
  if (envPassword) {
    const problem = passwordProblem(envPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  }
  const owner = firstOwner(db);
  if (owner) {
    if (envPassword && !(await verifyPassword(envPassword, owner.passwordHash))) {
      await setOwnerPassword(db, envPassword, cost);
    }
    return;
  }
  const shared = getSetting(db, settingKeys.adminPasswordHash);
  const generated = shared || envPassword ? undefined : crypto.randomBytes(18).toString('base64url');
  const passwordHash = shared ?? (await hashPassword(envPassword ?? generated!, cost));
  db.transaction((tx) => {
    addStaff(tx, { name: firstOwnerName, email, role: 'owner', passwordHash });
    tx.delete(appSettings).where(eq(appSettings.key, settingKeys.adminPasswordHash)).run();
  });
  if (shared) {
    log(`The shared admin password now belongs to the owner account ${email}.`);
    if (envPassword) await prepareOwner(db, { envPassword, email, log, cost });
    return;
  }
  if (!generated) return;
  const file = initialPasswordFile(db);
  fs.writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  log(
    `No admin password was set, so one was generated for the owner account ${email} and written to ${file} ` +
      '(readable by this user only). Sign in at /admin with it, then choose your own with npm run admin:password ' +
      '(or set ADMIN_PASSWORD); that deletes the file.',
  );
}
