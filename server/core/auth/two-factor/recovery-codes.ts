import crypto from 'node:crypto';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import { recoveryCodeCount } from '../../../../shared/two-factor';
import { staffRecoveryCodes } from '../schema';
import type { Db, Tx } from '../../db/types';
import { hashPasswordSync, verifyPassword, type ScryptCost } from '../password-hash';

/**
 * Recovery codes: 24 characters of base32 (120 bits, ASVS 6.5.2 asks for 112), shown in groups of
 * four ("abcd-efgh-ijkl-mnop-qrst-uvwx"). A code that long needs no salt, so only its SHA-256 is
 * kept (`sha256:<hex>`) and a code is looked up by it.
 *
 * Codes handed out before (ten characters, about 52 bits, stored as a bare SHA-256) keep working:
 * on start their stored hash is hashed again under a salted scrypt (`scrypt$…`, see
 * `protectLegacyRecoveryCodes`), and a ten-character code is checked against those rows one by one.
 */
const base32 = 'abcdefghijklmnopqrstuvwxyz234567';
const codeLength = 24;
const newCodePattern = /^[a-z2-7]{24}$/;
const legacyCodePattern = /^[a-z0-9]{10}$/;
const sha256Prefix = 'sha256:';
/** Enough for ten-character random codes; the stored value is itself a SHA-256. */
const legacyCodeCost: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

function newCode(): string {
  const chars = Array.from({ length: codeLength }, () => base32[crypto.randomInt(base32.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A typed recovery code as compared (lower case, no dashes or spaces), or null if it cannot be one. */
function recoveryCodeOf(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, '');
  return newCodePattern.test(plain) || legacyCodePattern.test(plain) ? plain : null;
}

const sha256 = (plain: string) => crypto.createHash('sha256').update(plain).digest('hex');
const storedHashOf = (plain: string) => sha256Prefix + sha256(plain);

/** A fresh set of recovery codes for a person; the earlier ones stop working. Only hashes are kept. */
export function replaceRecoveryCodes(tx: Db | Tx, staffId: number): string[] {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId)).run();
  tx.insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: storedHashOf(recoveryCodeOf(code)!) })))
    .run();
  return codes;
}

const unusedOf = (staffId: number) => and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt));

/** The row of an unused legacy code matching `plain`, checked against each salted hash in turn. */
async function legacyRowOf(db: Db, staffId: number, plain: string): Promise<number | undefined> {
  const rows = db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(unusedOf(staffId), like(staffRecoveryCodes.codeHash, 'scrypt$%')))
    .all();
  for (const row of rows) if (await verifyPassword(sha256(plain), row.codeHash)) return row.id;
  return undefined;
}

/** Uses up one of a person's recovery codes: true if it was theirs and not used before. */
export async function useRecoveryCode(db: Db, staffId: number, input: string): Promise<boolean> {
  const plain = recoveryCodeOf(input);
  if (!plain) return false;
  let which;
  if (plain.length === codeLength) {
    which = eq(staffRecoveryCodes.codeHash, storedHashOf(plain));
  } else {
    const id = await legacyRowOf(db, staffId, plain);
    if (id === undefined) return false;
    which = eq(staffRecoveryCodes.id, id);
  }
  // One conditional update, so two requests with the same code cannot both succeed.
  const { changes } = db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(unusedOf(staffId), which))
    .run();
  return changes === 1;
}

/**
 * Start-up step (idempotent, synchronous like the migrations): a bare SHA-256 of a ten-character
 * code, as older versions stored it, is hashed again under a salted scrypt.
 */
export function protectLegacyRecoveryCodes(db: Db, cost: ScryptCost = legacyCodeCost): number {
  const legacy = db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .all()
    .filter((row) => /^[0-9a-f]{64}$/.test(row.codeHash));
  for (const row of legacy) {
    const codeHash = hashPasswordSync(row.codeHash, cost);
    db.update(staffRecoveryCodes).set({ codeHash }).where(eq(staffRecoveryCodes.id, row.id)).run();
  }
  return legacy.length;
}

export function recoveryCodesLeft(db: Db, staffId: number): number {
  return db.select({ n: count() }).from(staffRecoveryCodes).where(unusedOf(staffId)).get()?.n ?? 0;
}

export function deleteRecoveryCodes(tx: Db | Tx, staffId: number): void {
  tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId)).run();
}
