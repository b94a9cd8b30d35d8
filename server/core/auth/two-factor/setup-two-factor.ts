import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '../../../../shared/two-factor';
import { staffTotp } from '../schema';
import type { Db } from '../../db/types';
import { sealed, unsealed } from '../../secrets';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { checkTotp, newTotpSecret, totpUrl } from './totp';
import { hasTwoFactor, totpOf } from './two-factor-state';

/**
 * A new secret waiting for its first code; it replaces an earlier unconfirmed one. Null when the
 * person already has two-factor sign-in on (turning it off comes first, and asks for the password).
 */
export async function startTwoFactorSetup(
  db: Db,
  { staffId, email }: { staffId: number; email: string },
): Promise<TwoFactorSetup | null> {
  if (hasTwoFactor(db, staffId)) return null;
  const secret = newTotpSecret();
  const otpauthUrl = totpUrl(secret, email);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  db.insert(staffTotp)
    .values({ staffId, secret: sealed(secret) })
    .onConflictDoUpdate({
      target: staffTotp.staffId,
      set: { secret: sealed(secret), confirmedAt: null, lastUsedStep: null, createdAt: new Date().toISOString() },
    })
    .run();
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Turns it on with the first code from the app; answers the new recovery codes (shown once), or
 * null when the code is wrong or there is no setup waiting.
 */
export async function confirmTwoFactor(db: Db, staffId: number, code: string): Promise<string[] | null> {
  const pending = totpOf(db, staffId);
  if (!pending?.secret || pending.confirmedAt !== null) return null;
  const step = await checkTotp(pending.secret, code, pending.lastUsedStep);
  if (step === null) return null;
  return db.transaction((tx) => {
    // Only the secret that was checked, and only once (a second request, or a newer setup, loses).
    const { changes } = tx
      .update(staffTotp)
      .set({ confirmedAt: new Date().toISOString(), lastUsedStep: step })
      .where(
        and(
          eq(staffTotp.staffId, staffId),
          eq(unsealed(staffTotp.secret), pending.secret),
          isNull(staffTotp.confirmedAt),
        ),
      )
      .run();
    return changes === 1 ? replaceRecoveryCodes(tx, staffId) : null;
  });
}

/** Turns it off: the secret and every recovery code go. */
export function turnOffTwoFactor(db: Db, staffId: number): boolean {
  return db.transaction((tx) => {
    deleteRecoveryCodes(tx, staffId);
    return tx.delete(staffTotp).where(eq(staffTotp.staffId, staffId)).run().changes > 0;
  });
}
