import crypto from 'node:crypto';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { SessionData } from 'express-session';
import type { AccountSession } from '../../../shared/team';
import { adminSessions } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { sessionAbsoluteMs } from './admin-session';
import { browserLabel } from './browser-label';

type StoredSession = { sid: string; data: Partial<SessionData> };

/** How a session is named outside the server: the session id itself is the cookie's secret. */
export const publicSessionId = (sid: string): string =>
  crypto.createHash('sha256').update(sid).digest('hex').slice(0, 16);

const ofPerson = (staffId: number) => sql`json_extract(${adminSessions.data}, '$.staffId') = ${staffId}`;
/** A sign-in of theirs that has had the password and waits for the code from the app. */
const waitingForCode = (staffId: number) => sql`json_extract(${adminSessions.data}, '$.pendingStaffId') = ${staffId}`;
const lastActive = ({ data }: StoredSession) => data.lastActiveAt ?? data.signedInAt ?? 0;

/** A person's sessions that still open the dashboard (within both timeouts), most recently active first. */
function activeSessionsOf(db: Db | Tx, staffId: number, now = Date.now()): StoredSession[] {
  return db
    .select({ sid: adminSessions.sid, data: adminSessions.data })
    .from(adminSessions)
    .where(and(ofPerson(staffId), gt(adminSessions.expiresAt, now)))
    .all()
    .map((row) => ({ sid: row.sid, data: JSON.parse(row.data) as Partial<SessionData> }))
    .filter(({ data }) => data.signedInAt !== undefined && now - data.signedInAt < sessionAbsoluteMs)
    .sort((a, b) => lastActive(b) - lastActive(a));
}

const toAccountSession = (session: StoredSession, currentSid: string | undefined): AccountSession => ({
  id: publicSessionId(session.sid),
  browser: browserLabel(session.data.userAgent),
  // Express names an IPv4 client on a dual-stack socket "::ffff:203.0.113.7".
  ip: session.data.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null,
  signedInAt: new Date(session.data.signedInAt ?? 0).toISOString(),
  lastActiveAt: new Date(lastActive(session)).toISOString(),
  current: session.sid === currentSid,
});

export function listSessionsOf(db: Db, staffId: number, currentSid?: string): AccountSession[] {
  return activeSessionsOf(db, staffId).map((session) => toAccountSession(session, currentSid));
}

/** The session behind a public id, if it is one of this person's and still active. */
export function findSessionOf(db: Db, staffId: number, publicId: string): { sid: string; browser: string } | undefined {
  const found = activeSessionsOf(db, staffId).find((session) => publicSessionId(session.sid) === publicId);
  return found && { sid: found.sid, browser: browserLabel(found.data.userAgent) };
}

/** "1 session", "3 other sessions": the detail of an activity line. */
export const sessionCount = (n: number, other = false) =>
  `${n} ${other ? 'other ' : ''}${n === 1 ? 'session' : 'sessions'}`;

export function endSession(db: Db, sid: string): void {
  db.delete(adminSessions).where(eq(adminSessions.sid, sid)).run();
}

/**
 * Signs a person out of every session but `keep` (if given) and answers how many of those were
 * still active; expired rows of theirs, and sign-ins waiting for their code, go as well, uncounted.
 */
export function endSessionsExcept(db: Db | Tx, staffId: number, keep?: string): number {
  const ended = activeSessionsOf(db, staffId).filter((session) => session.sid !== keep).length;
  const theirs = or(ofPerson(staffId), waitingForCode(staffId));
  db.delete(adminSessions)
    .where(keep === undefined ? theirs : and(theirs, ne(adminSessions.sid, keep)))
    .run();
  return ended;
}

const lastActiveResolutionMs = 60_000;

/**
 * Keeps a session's "last active" time to the minute. It is written straight into the stored row
 * rather than through `req.session`: express-session saves a changed session with an upsert, which
 * would bring back a session that another request (or this one) has just ended.
 */
export function noteActivity(db: Db, sid: string, lastActiveAt: number | undefined, now = Date.now()): void {
  if (lastActiveAt !== undefined && now - lastActiveAt < lastActiveResolutionMs) return;
  db.update(adminSessions)
    .set({ data: sql`json_set(${adminSessions.data}, '$.lastActiveAt', ${now})` })
    .where(eq(adminSessions.sid, sid))
    .run();
}
