import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { verifications } from './schema';
import type { Db, Tx } from '../db/types';
import { verificationPurposes, type VerificationPurpose } from './purposes';
import { hashVerificationToken, newVerificationToken, verificationTokenShape } from './token-hash';

export type Verification = typeof verifications.$inferSelect;

/** Whom or what a link is about: a person, a lead, and the feature's own row (an invitation). */
export type VerificationSubject = { staffId?: number; leadId?: number; refId?: number };

const subjectIs = ({ staffId, leadId, refId }: VerificationSubject): SQL[] => [
  ...(staffId === undefined ? [] : [eq(verifications.staffId, staffId)]),
  ...(leadId === undefined ? [] : [eq(verifications.leadId, leadId)]),
  ...(refId === undefined ? [] : [eq(verifications.refId, refId)]),
];

const open = (now: Date) => [
  isNull(verifications.usedAt),
  isNull(verifications.revokedAt),
  or(isNull(verifications.expiresAt), gt(verifications.expiresAt, now.toISOString()))!,
];

/**
 * A new link's token, returned once to be sent; only its hash is saved, in the caller's transaction.
 * `replace` revokes the open links of the same purpose and subject first (a resent invitation, a
 * new feed link). No `expiresAt`: the link works until it is revoked.
 */
export function prepareVerification(
  db: Db | Tx,
  {
    purpose,
    expiresAt,
    replace = false,
    now = new Date(),
    ...subject
  }: VerificationSubject & { purpose: VerificationPurpose; expiresAt?: Date; replace?: boolean; now?: Date },
): { token: string; verification: Verification } {
  if (replace) endOpenLinks(db, { purpose, ...subject }, { revokedAt: now.toISOString(), replaced: true });
  const token = newVerificationToken();
  const verification = db
    .insert(verifications)
    .values({
      purpose,
      tokenHash: hashVerificationToken(token),
      ...subject,
      expiresAt: expiresAt?.toISOString() ?? null,
      createdAt: now.toISOString(),
    })
    .returning()
    .get();
  return { token, verification };
}

/**
 * The open link of that purpose a token opens (not used, revoked or expired), or undefined for
 * anything else, malformed tokens included. Reading changes nothing: mail scanners open links
 * before people do. The feature adds its own rules (a disabled person, a lead kept as spam).
 */
export function findVerification(
  db: Db | Tx,
  purpose: VerificationPurpose,
  token: string,
  now = new Date(),
): Verification | undefined {
  if (!verificationTokenShape.test(token)) return undefined;
  return db
    .select()
    .from(verifications)
    .where(
      and(eq(verifications.tokenHash, hashVerificationToken(token)), eq(verifications.purpose, purpose), ...open(now)),
    )
    .get();
}

/**
 * Uses a link for the action it allows: call it inside the action's transaction. A single-use link
 * is marked used there, so of two tabs sending it only one gets the row; other links stay open.
 */
export function consumeVerification(
  tx: Db | Tx,
  purpose: VerificationPurpose,
  token: string,
  now = new Date(),
): Verification | undefined {
  const found = findVerification(tx, purpose, token, now);
  if (!found || !verificationPurposes[purpose].singleUse) return found;
  return tx
    .update(verifications)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(verifications.id, found.id), isNull(verifications.usedAt)))
    .returning()
    .get();
}

/** Ends the open links of a person, a lead or a feature's row (of one purpose, or all); returns how many. */
export function revokeVerifications(
  db: Db | Tx,
  subject: VerificationSubject & { purpose?: VerificationPurpose },
  now = new Date(),
): number {
  return endOpenLinks(db, subject, { revokedAt: now.toISOString() });
}

/**
 * Sets when the open links of a purpose and subject stop working (null: until revoked), e.g. a
 * proposal's link once it is signed. Returns how many links changed.
 */
export function setVerificationExpiry(
  db: Db | Tx,
  subject: VerificationSubject & { purpose: VerificationPurpose },
  expiresAt: Date | null,
): number {
  return endOpenLinks(db, subject, { expiresAt: expiresAt?.toISOString() ?? null });
}

/** Changes the links neither used nor revoked of a subject (of one purpose, or all). */
function endOpenLinks(
  db: Db | Tx,
  { purpose, ...subject }: VerificationSubject & { purpose?: VerificationPurpose },
  change: Partial<Pick<Verification, 'revokedAt' | 'expiresAt' | 'replaced'>>,
): number {
  const bySubject = subjectIs(subject);
  if (bySubject.length === 0) throw new Error('revokeVerifications needs a person, a lead or a row');
  return db
    .update(verifications)
    .set(change)
    .where(
      and(
        ...bySubject,
        ...(purpose ? [eq(verifications.purpose, purpose)] : []),
        isNull(verifications.usedAt),
        isNull(verifications.revokedAt),
      ),
    )
    .run().changes;
}

/**
 * What a token of that purpose is now: the open link; 'replaced' when a newer link of the same
 * purpose and subject replaced it and that newer one still works (the holder can be told to look
 * for the newest e-mail); else 'dead', whatever the reason (unknown, malformed, expired, revoked).
 */
export function verificationState(
  db: Db | Tx,
  purpose: VerificationPurpose,
  token: string,
  now = new Date(),
): { state: 'open'; verification: Verification } | { state: 'replaced' } | { state: 'dead' } {
  const verification = findVerification(db, purpose, token, now);
  if (verification) return { state: 'open', verification };
  if (!verificationTokenShape.test(token)) return { state: 'dead' };
  const old = db
    .select()
    .from(verifications)
    .where(and(eq(verifications.tokenHash, hashVerificationToken(token)), eq(verifications.purpose, purpose)))
    .get();
  if (!old?.replaced) return { state: 'dead' };
  const subject = { staffId: old.staffId ?? undefined, leadId: old.leadId ?? undefined, refId: old.refId ?? undefined };
  const newer = db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.purpose, purpose), gt(verifications.id, old.id), ...subjectIs(subject), ...open(now)))
    .get();
  return newer ? { state: 'replaced' } : { state: 'dead' };
}

/**
 * The newest link of a purpose and subject that is neither used nor revoked, expired or not: when
 * it was made, until when it works.
 */
export function latestVerification(
  db: Db | Tx,
  { purpose, ...subject }: VerificationSubject & { purpose: VerificationPurpose },
): Verification | undefined {
  return db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.purpose, purpose),
        ...subjectIs(subject),
        isNull(verifications.usedAt),
        isNull(verifications.revokedAt),
      ),
    )
    .orderBy(desc(verifications.id))
    .get();
}
