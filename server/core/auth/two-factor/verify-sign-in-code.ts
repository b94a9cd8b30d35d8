import { and, eq, isNotNull, lt, or, isNull } from 'drizzle-orm';
import { staffTotp } from '../schema';
import type { Db } from '../../db/types';
import { useRecoveryCode } from './recovery-codes';
import { appCodeOf, checkTotp } from './totp';
import { totpOf } from './two-factor-state';

/**
 * The second step of a sign-in: a code from the app (each time step once) or an unused recovery
 * code (used up). Answers which one worked, or null.
 */
export async function verifySignInCode(db: Db, staffId: number, code: string): Promise<'app' | 'recovery' | null> {
  const totp = totpOf(db, staffId);
  if (!totp?.confirmedAt) return null;
  if (appCodeOf(code) === null) return (await useRecoveryCode(db, staffId, code)) ? 'recovery' : null;
  // A secret the keys cannot open (a lost key file): the app's codes cannot be checked, recovery codes can.
  if (totp.secret === null) return null;
  const step = await checkTotp(totp.secret, code, totp.lastUsedStep);
  if (step === null) return null;
  // Stored only if no other request stored this step (or a later one) in the meantime.
  const { changes } = db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffTotp.staffId, staffId),
        isNotNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .run();
  return changes === 1 ? 'app' : null;
}
