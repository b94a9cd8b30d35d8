import { eq } from 'drizzle-orm';
import { appSettings } from './schema';
import type { Db, Tx } from './types';

export const settingKeys = {
  /** The one shared password from before team accounts: read once, when it becomes the owner's. */
  adminPasswordHash: 'admin_password_hash',
  /** Where versions before the key file kept a generated cookie secret: moved out on start (core/secrets). */
  legacySessionSecret: 'session_secret',
  /** 'true' when the owner requires two-factor sign-in for everyone. */
  requireTwoFactor: 'require_two_factor',
  /** Online booking's shared settings (visit length, buffer, notice, days ahead) as JSON; unset: the defaults. */
  bookingSchedule: 'booking_schedule',
} as const;

export function getSetting(db: Db, key: string): string | undefined {
  return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).get()?.value;
}

export function putSetting(db: Db | Tx, key: string, value: string): void {
  db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } }).run();
}

export function deleteSetting(db: Db | Tx, key: string): void {
  db.delete(appSettings).where(eq(appSettings.key, key)).run();
}
