import { eq } from 'drizzle-orm';
import { passwordResetLifetimeMinutes, type ResetLookup } from '../../shared/team';
import { hashPassword } from '../core/auth/password-hash';
import { findStaffByEmail, saveStaffPasswordHash } from '../core/auth/staff-accounts';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { consumeVerification, findVerification } from '../core/verification';
import { passwordResetEmail } from './password-reset-emails';
import { freshStaffAreaLink } from './staff-area-link';

const minuteMs = 60 * 1000;

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
  db.transaction((tx) => {
    const link = freshStaffAreaLink(
      tx,
      {
        purpose: 'password-reset',
        subject: { staffId: person.id },
        lifetimeMs: passwordResetLifetimeMinutes * minuteMs,
      },
      { siteUrl, now },
    );
    queueMail(tx, passwordResetEmail({ name: person.name, email: person.email, link }), { now });
  });
  return { staffId: person.id };
}

/** The active person a reset link is for; a disabled person's link opens nothing. */
function activePersonOf(db: Db | Tx, staffId: number | null | undefined) {
  const person = staffId == null ? undefined : db.select().from(staff).where(eq(staff.id, staffId)).get();
  return person?.status === 'active' ? person : undefined;
}

/**
 * What the link's page shows. Reading it changes nothing: mail scanners open links before people do.
 * A link that cannot be used gets one answer, whatever the reason.
 */
export function lookUpPasswordReset(db: Db, token: string, now = new Date()): ResetLookup {
  const person = activePersonOf(db, findVerification(db, 'password-reset', token, now)?.staffId);
  return person ? { state: 'valid', email: person.email } : { state: 'unusable' };
}

/**
 * Uses the link once: it is marked used in the transaction that sets the new password (so two tabs
 * cannot both use it), which ends every session of that person. Nobody is signed in: they sign in
 * afterwards with the new password, through every step sign-in asks for.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ staffId: number } | undefined> {
  if (!findVerification(db, 'password-reset', token, now)) return undefined;
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const person = activePersonOf(tx, consumeVerification(tx, 'password-reset', token, now)?.staffId);
    if (!person) return undefined;
    saveStaffPasswordHash(tx, person.id, passwordHash);
    return { staffId: person.id };
  });
}
