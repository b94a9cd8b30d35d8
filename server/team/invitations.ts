import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { invitationLifetimeDays, type InvitationLookup, type StaffRole, type TeamInvitation } from '../../shared/team';
import { addStaff, findStaff, findStaffByEmail, firstOwner, type StaffRow } from '../core/auth/staff-accounts';
import { staff, staffInvitations } from '../core/db/schema';
import type { Db, Tx } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { invitationEmail } from './invitation-emails';

type InvitationRow = typeof staffInvitations.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const invitationLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/$/, '')}/admin?${new URLSearchParams({ invitation: token })}`;

export const toTeamInvitation = (row: InvitationRow, now = new Date()): TeamInvitation => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  invitedAt: row.createdAt,
  expiresAt: row.expiresAt,
  expired: row.expiresAt <= now.toISOString(),
});

/** Invitations neither used nor revoked (expired ones included, so they can be resent), newest first. */
export function openInvitations(db: Db): InvitationRow[] {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.id))
    .all();
}

/** A fresh token and expiry on a row, and its e-mail queued in the same transaction. */
function issue(tx: Tx, row: InvitationRow, inviter: StaffRow, siteUrl: string, now: Date) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationLifetimeDays * dayMs).toISOString();
  const updated = tx
    .update(staffInvitations)
    .set({ tokenHash: hashToken(token), expiresAt })
    .where(eq(staffInvitations.id, row.id))
    .returning()
    .get();
  const link = invitationLink(siteUrl, token);
  queueMail(tx, invitationEmail({ ...row, invitedBy: inviter.name, link }), { now });
  return { invitation: toTeamInvitation(updated, now), link };
}

export type InviteOutcome = { kind: 'sent'; invitation: TeamInvitation; link: string } | { kind: 'on-the-team' };

/** Invites a person: an earlier open invitation to the same address is replaced by this one. */
export function invite(
  db: Db,
  person: { name: string; email: string; role: StaffRole },
  inviter: StaffRow,
  siteUrl: string,
  now = new Date(),
): InviteOutcome {
  if (findStaffByEmail(db, person.email)) return { kind: 'on-the-team' };
  return db.transaction((tx) => {
    tx.update(staffInvitations)
      .set({ revokedAt: now.toISOString() })
      .where(
        and(
          eq(staffInvitations.email, person.email),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .run();
    const row = tx
      .insert(staffInvitations)
      .values({
        ...person,
        invitedBy: inviter.id,
        // Replaced at once by issue(); unique, so a placeholder must differ per row.
        tokenHash: `pending-${crypto.randomUUID()}`,
        expiresAt: now.toISOString(),
      })
      .returning()
      .get();
    return { kind: 'sent' as const, ...issue(tx, row, inviter, siteUrl, now) };
  });
}

/** A new link (and e-mail) for an open invitation; the old link stops working. */
export function resend(db: Db, id: number, inviter: StaffRow, siteUrl: string, now = new Date()) {
  const row = openInvitations(db).find((r) => r.id === id);
  if (!row) return undefined;
  return db.transaction((tx) => issue(tx, row, inviter, siteUrl, now));
}

export function revoke(db: Db, id: number, now = new Date()): boolean {
  const changed = db
    .update(staffInvitations)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)))
    .run();
  return changed.changes > 0;
}

function byToken(db: Db, token: string): InvitationRow | undefined {
  return db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .get();
}

function stateOf(row: InvitationRow | undefined, now: Date): InvitationLookup['state'] {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now.toISOString()) return 'expired';
  return 'valid';
}

/** What the link's page shows. Reading it changes nothing: mail scanners open links before people do. */
export function lookUp(db: Db, token: string, now = new Date()): InvitationLookup {
  const row = byToken(db, token);
  const state = stateOf(row, now);
  if (row && state === 'valid') return { state, name: row.name, email: row.email, role: row.role };
  const ask = (row && findStaff(db, row.invitedBy)) ?? firstOwner(db);
  return { state: state === 'valid' ? 'unknown' : state, askName: ask?.name ?? '', askEmail: ask?.email ?? '' };
}

export type AcceptOutcome = { kind: 'joined'; person: StaffRow } | { kind: 'dead'; state: InvitationLookup['state'] };

/** Uses the link once: the person joins the team with the password they chose (already hashed). */
export function accept(db: Db, token: string, passwordHash: string, now = new Date()): AcceptOutcome {
  return db.transaction((tx) => {
    const row = tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(token)))
      .get();
    const state = stateOf(row, now);
    if (!row || state !== 'valid') return { kind: 'dead' as const, state };
    if (tx.select({ id: staff.id }).from(staff).where(eq(staff.email, row.email)).get()) {
      return { kind: 'dead' as const, state: 'used' as const };
    }
    tx.update(staffInvitations).set({ usedAt: now.toISOString() }).where(eq(staffInvitations.id, row.id)).run();
    const person = addStaff(tx, { name: row.name, email: row.email, role: row.role, passwordHash });
    return { kind: 'joined' as const, person };
  });
}
