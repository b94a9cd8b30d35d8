import { and, eq, isNotNull } from 'drizzle-orm';
import type { TwoFactorStatus } from '../../../../shared/two-factor';
import { getSetting, putSetting, settingKeys } from '../../db/app-settings';
import { staffTotp } from '../schema';
import type { Db } from '../../db/types';
import { keyringOf, openOrNull } from '../../secrets';
import { recoveryCodesLeft } from './recovery-codes';

/** A person's authenticator app setup; `secret` is null when the data keys cannot open it (a lost key file). */
type TotpRow = Omit<typeof staffTotp.$inferSelect, 'secret'> & { secret: string | null };

/** A person's authenticator app setup, with the secret opened (it is stored sealed: core/secrets). */
export function totpOf(db: Db, staffId: number): TotpRow | undefined {
  const row = db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId)).get();
  return row && { ...row, secret: openOrNull(keyringOf(db), row.secret) };
}

/** Whether a person has turned on the authenticator app (a secret confirmed with a code). */
export function hasTwoFactor(db: Db, staffId: number): boolean {
  return (
    db
      .select({ staffId: staffTotp.staffId })
      .from(staffTotp)
      .where(and(eq(staffTotp.staffId, staffId), isNotNull(staffTotp.confirmedAt)))
      .get() !== undefined
  );
}

/** The owner's rule: everyone signs in with two factors. */
export const twoFactorRequired = (db: Db): boolean => getSetting(db, settingKeys.requireTwoFactor) === 'true';

export function setTwoFactorRequired(db: Db, required: boolean): void {
  putSetting(db, settingKeys.requireTwoFactor, String(required));
}

export function twoFactorStatus(db: Db, staffId: number): TwoFactorStatus {
  const enabled = hasTwoFactor(db, staffId);
  return {
    enabled,
    recoveryCodesLeft: enabled ? recoveryCodesLeft(db, staffId) : 0,
    required: twoFactorRequired(db),
  };
}
