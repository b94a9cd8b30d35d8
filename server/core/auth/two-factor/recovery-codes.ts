import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recoveryCodeCount } from '../../../../shared/two-factor';
import { staffRecoveryCodes } from '../../db/schema';
import type { Db, Tx } from '../../db/types';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Ten characters (about 51 bits) shown as "abcd-efgh-ij"; stored and compared without the dashes. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A typed recovery code as stored (lower case, no dashes or spaces), or null if it cannot be one. */
export function recoveryCodeOf(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? plain : null;
}

const hashOf = (plain: string) => crypto.createHash('sha256').update(plain).digest('hex');

/** A fresh set of recovery codes for a person; the earlier ones stop working. Only hashes are kept. */
export function replaceRecoveryCodes(tx: Db | Tx, staffId: number): string[] {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId)).run();
  tx.insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: hashOf(recoveryCodeOf(code)!) })))
    .run();
  return codes;
}

/** Uses up one of a person's recovery codes: true if it was theirs and not used before. */
export function useRecoveryCode(db: Db, staffId: number, input: string): boolean {
  const plain = recoveryCodeOf(input);
  if (!plain) return false;
  // One conditional update, so two requests with the same code cannot both succeed.
  const { changes } = db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashOf(plain)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .run();
  return changes === 1;
}

export function recoveryCodesLeft(db: Db, staffId: number): number {
  return (
    db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
      .get()?.n ?? 0
  );
}

export function deleteRecoveryCodes(tx: Db | Tx, staffId: number): void {
  tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId)).run();
}
