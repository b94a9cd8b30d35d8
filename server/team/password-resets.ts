import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetLifetimeMinutes, type ResetLookup } from '../../shared/team';
import { findStaffByEmail, setStaffPassword } from '../core/auth/staff-accounts';
import { staff, staffPasswordResets } from '../core/db/schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { passwordResetEmail } from './password-reset-emails';

const minuteMs = 60 * 1000;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const passwordResetLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/$/, '')}/admin?${new URLSearchParams({ reset: token })}`;

/**
 * "Forgot password?": an active account gets a new one-time link by e-mail, and any earlier open
 * link of theirs stops working. Anyone else gets nothing, and the caller answers the same either way.
 */
export function requestPasswordReset(
  db: Db,
  email: string,
  siteUrl: string,
  now = new Date(),
): { staffId: number } | undefined {
  const person = findStaffByEmail(db, email);
  if (person?.status !== 'active') return undefined;
  const token = crypto.randomBytes(32).toString('base64url');
  db.transaction((tx) => {
    tx.update(staffPasswordResets)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(staffPasswordResets.staffId, person.id), isNull(staffPasswordResets.usedAt)))
      .run();
    tx.insert(staffPasswordResets)
      .values({
        staffId: person.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + passwordResetLifetimeMinutes * minuteMs).toISOString(),
      })
      .run();
    const link = passwordResetLink(siteUrl, token);
    queueMail(tx, passwordResetEmail({ name: person.name, email: person.email, link }), { now });
  });
  return { staffId: person.id };
}

type Found = { reset: typeof staffPasswordResets.$inferSelect; status: string } | undefined;

function stateOf(found: Found, now: Date): ResetLookup['state'] {
  // A disabled person's link opens nothing, as if it had never existed.
  if (!found || found.status !== 'active') return 'unknown';
  if (found.reset.usedAt) return 'used';
  if (found.reset.expiresAt <= now.toISOString()) return 'expired';
  return 'valid';
}

/** The link's row with its person's e-mail and status, and the state it is in. */
function findReset(db: Db, token: string, now: Date) {
  const found = db
    .select({ reset: staffPasswordResets, email: staff.email, status: staff.status })
    .from(staffPasswordResets)
    .innerJoin(staff, eq(staff.id, staffPasswordResets.staffId))
    .where(eq(staffPasswordResets.tokenHash, hashToken(token)))
    .get();
  return { found, state: stateOf(found, now) };
}

/** What the link's page shows. Reading it changes nothing: mail scanners open links before people do. */
export function lookUpPasswordReset(db: Db, token: string, now = new Date()): ResetLookup {
  const { found, state } = findReset(db, token, now);
  return found && state === 'valid' ? { state, email: found.email } : { state: state === 'valid' ? 'unknown' : state };
}

/**
 * Uses the link once: it is marked used first (so two tabs cannot both use it), then the new
 * password is set, which ends every session of that person. Nobody is signed in: they sign in
 * afterwards with the new password, through every step sign-in asks for.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ staffId: number } | undefined> {
  const { found, state } = findReset(db, token, now);
  if (!found || state !== 'valid') return undefined;
  const claimed = db
    .update(staffPasswordResets)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(staffPasswordResets.id, found.reset.id), isNull(staffPasswordResets.usedAt)))
    .run();
  if (claimed.changes === 0) return undefined;
  await setStaffPassword(db, found.reset.staffId, password);
  return { staffId: found.reset.staffId };
}
