import { and, desc, eq, isNull } from 'drizzle-orm';
import { invitationLifetimeDays, type InvitationLookup, type StaffRole } from '../../shared/team';
import type { TeamInvitation } from '../../shared/team-schema';
import { addStaff, findStaffByEmail, type StaffRow } from '../core/auth/staff-accounts';
import { staff } from '../core/auth/schema';
import { staffInvitations } from './schema';
import type { Db, Tx } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { consumeVerification, findVerification, latestVerification, revokeVerifications } from '../core/verification';
import { invitationEmail } from './invitation-emails';
import { freshStaffAreaLink } from './staff-area-link';

type InvitationRow = typeof staffInvitations.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;

/** An open invitation as the Team page lists it: until when its current link works. */
function toTeamInvitation(db: Db | Tx, row: InvitationRow, now: Date): TeamInvitation {
  const expiresAt = latestVerification(db, { purpose: 'invitation', refId: row.id })?.expiresAt ?? row.createdAt;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    invitedAt: row.createdAt,
    expiresAt,
    expired: expiresAt <= now.toISOString(),
  };
}

/** Invitations neither used nor revoked (expired ones included, so they can be resent), newest first. */
export function openInvitations(db: Db, now = new Date()): TeamInvitation[] {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.id))
    .all()
    .map((row) => toTeamInvitation(db, row, now));
}

/** A fresh link on an invitation (the earlier one stops working), and its e-mail queued in the same transaction. */
function issue(tx: Tx, row: InvitationRow, inviter: StaffRow, siteUrl: string, now: Date) {
  const link = freshStaffAreaLink(
    tx,
    { purpose: 'invitation', subject: { refId: row.id }, lifetimeMs: invitationLifetimeDays * dayMs },
    { siteUrl, now },
  );
  queueMail(tx, invitationEmail({ ...row, invitedBy: inviter.name, link }), { now });
  return { invitation: toTeamInvitation(tx, row, now), link };
}

type InviteOutcome = { kind: 'sent'; invitation: TeamInvitation; link: string } | { kind: 'on-the-team' };

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
    const earlier = tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.email, person.email),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .all();
    for (const { id } of earlier) revokeInvitation(tx, id, now);
    const row = tx
      .insert(staffInvitations)
      .values({ ...person, invitedBy: inviter.id, createdAt: now.toISOString() })
      .returning()
      .get();
    return { kind: 'sent' as const, ...issue(tx, row, inviter, siteUrl, now) };
  });
}

/** A new link (and e-mail) for an open invitation; the old link stops working. */
export function resend(db: Db, id: number, inviter: StaffRow, siteUrl: string, now = new Date()) {
  const row = openRow(db, id);
  if (!row) return undefined;
  return db.transaction((tx) => issue(tx, row, inviter, siteUrl, now));
}

function openRow(db: Db | Tx, id: number): InvitationRow | undefined {
  return db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)))
    .get();
}

/** Withdraws an open invitation and its link. */
function revokeInvitation(db: Db | Tx, id: number, now: Date): boolean {
  const changed = db
    .update(staffInvitations)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)))
    .run();
  revokeVerifications(db, { purpose: 'invitation', refId: id }, now);
  return changed.changes > 0;
}

export function revoke(db: Db, id: number, now = new Date()): boolean {
  return db.transaction((tx) => revokeInvitation(tx, id, now));
}

/** The open invitation a token opens, if any. */
function invitationOf(db: Db | Tx, refId: number | null | undefined): InvitationRow | undefined {
  return refId == null ? undefined : openRow(db, refId);
}

/**
 * What the link's page shows. Reading it changes nothing: mail scanners open links before people do.
 * A link that cannot be used gets one answer, whatever the reason, and names nobody.
 */
export function lookUp(db: Db, token: string, now = new Date()): InvitationLookup {
  const row = invitationOf(db, findVerification(db, 'invitation', token, now)?.refId);
  return row ? { state: 'valid', name: row.name, email: row.email, role: row.role } : { state: 'unusable' };
}

type AcceptOutcome = { kind: 'joined'; person: StaffRow } | { kind: 'dead' };

/** Uses the link once: the person joins the team with the password they chose (already hashed). */
export function accept(db: Db, token: string, passwordHash: string, now = new Date()): AcceptOutcome {
  return db.transaction((tx) => {
    const row = invitationOf(tx, consumeVerification(tx, 'invitation', token, now)?.refId);
    if (!row) return { kind: 'dead' as const };
    // The address joined meanwhile (another invitation): this link is spent and does nothing.
    if (tx.select({ id: staff.id }).from(staff).where(eq(staff.email, row.email)).get())
      return { kind: 'dead' as const };
    tx.update(staffInvitations).set({ usedAt: now.toISOString() }).where(eq(staffInvitations.id, row.id)).run();
    const person = addStaff(tx, { name: row.name, email: row.email, role: row.role, passwordHash });
    return { kind: 'joined' as const, person };
  });
}
