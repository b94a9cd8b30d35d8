import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { SessionData } from 'express-session';
import type { AccountSession } from '../../../shared/team';
import { adminSessions, staff } from './schema';
import type { Db, Tx } from '../db/types';
import { sessionAbsoluteMs } from './admin-session';
import { browserLabel } from './browser-label';
import { storedSessionId } from './sqlite-session-store';

/**
 * A session row: `key` is what the store keys it by (the SHA-256 of the session id, which only the
 * cookie carries). The functions below take a request's own `req.sessionID` where they need it.
 */
type StoredSession = { key: string; data: Partial<SessionData> };

/** How a session is named outside the server (the start of its stored key; the id itself is the cookie's secret). */
const publicSessionId = (key: string): string => key.slice(0, 16);

const ofPerson = (staffId: number) => sql`json_extract(${adminSessions.data}, '$.staffId') = ${staffId}`;
/** A sign-in of theirs that has had the password and waits for the code from the app. */
const waitingForCode = (staffId: number) => sql`json_extract(${adminSessions.data}, '$.pendingStaffId') = ${staffId}`;
const lastActive = ({ data }: StoredSession) => data.lastActiveAt ?? data.signedInAt ?? 0;

/**
 * A person's sessions that still open the dashboard (within both timeouts, and from after their
 * "sessions valid after" time), most recently active first.
 */
function activeSessionsOf(db: Db | Tx, staffId: number, now = Date.now()): StoredSession[] {
  const validAfter =
    db.select({ at: staff.sessionsValidAfter }).from(staff).where(eq(staff.id, staffId)).get()?.at ?? 0;
  return db
    .select({ key: adminSessions.sid, data: adminSessions.data })
    .from(adminSessions)
    .where(and(ofPerson(staffId), gt(adminSessions.expiresAt, now)))
    .all()
    .map((row) => ({ key: row.key, data: JSON.parse(row.data) as Partial<SessionData> }))
    .filter(({ data }) => data.signedInAt !== undefined && now - data.signedInAt < sessionAbsoluteMs)
    .filter(({ data }) => validAfterCheck(data, validAfter))
    .sort((a, b) => lastActive(b) - lastActive(a));
}

const toAccountSession = (session: StoredSession, currentKey: string | undefined): AccountSession => ({
  id: publicSessionId(session.key),
  browser: browserLabel(session.data.userAgent),
  // Express names an IPv4 client on a dual-stack socket "::ffff:203.0.113.7".
  ip: session.data.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null,
  signedInAt: new Date(session.data.signedInAt ?? 0).toISOString(),
  lastActiveAt: new Date(lastActive(session)).toISOString(),
  current: session.key === currentKey,
});

export function listSessionsOf(db: Db, staffId: number, currentSid?: string): AccountSession[] {
  const currentKey = currentSid === undefined ? undefined : storedSessionId(currentSid);
  return activeSessionsOf(db, staffId).map((session) => toAccountSession(session, currentKey));
}

/**
 * The session behind a public id, if it is one of this person's and still active: its stored key,
 * and whether it is the session of the request (`currentSid`).
 */
export function findSessionOf(
  db: Db,
  staffId: number,
  publicId: string,
  currentSid: string,
): { key: string; browser: string; current: boolean } | undefined {
  const found = activeSessionsOf(db, staffId).find((session) => publicSessionId(session.key) === publicId);
  return (
    found && {
      key: found.key,
      browser: browserLabel(found.data.userAgent),
      current: found.key === storedSessionId(currentSid),
    }
  );
}

/** "1 session", "3 other sessions": the detail of an activity line. */
export const sessionCount = (n: number, other = false) =>
  `${n} ${other ? 'other ' : ''}${n === 1 ? 'session' : 'sessions'}`;

/** Ends one session, named by its stored key (`findSessionOf`). */
export function endStoredSession(db: Db, key: string): void {
  db.delete(adminSessions).where(eq(adminSessions.sid, key)).run();
}

/**
 * Signs a person out of every session but `keep` (the request's own `req.sessionID`, if given) and
 * answers how many of those were still active; expired rows of theirs, and sign-ins waiting for
 * their code, go as well, uncounted.
 *
 * Deleting the rows is not enough: a request of theirs still in flight saves its session again when
 * it ends. So their "sessions valid after" time moves to now (loadStaff refuses any session from
 * before it), and the kept session is marked as renewed now, straight in its row (like noteActivity).
 */
export function endSessionsExcept(db: Db | Tx, staffId: number, keep?: string, now = Date.now()): number {
  const keptKey = keep === undefined ? undefined : storedSessionId(keep);
  const ended = activeSessionsOf(db, staffId, now).filter((session) => session.key !== keptKey).length;
  db.update(staff)
    .set({ sessionsValidAfter: sql`max(${staff.sessionsValidAfter}, ${now})` })
    .where(eq(staff.id, staffId))
    .run();
  const theirs = or(ofPerson(staffId), waitingForCode(staffId));
  db.delete(adminSessions)
    .where(keptKey === undefined ? theirs : and(theirs, ne(adminSessions.sid, keptKey)))
    .run();
  if (keptKey !== undefined) {
    db.update(adminSessions)
      .set({ data: sql`json_set(${adminSessions.data}, '$.renewedAt', ${now})` })
      .where(eq(adminSessions.sid, keptKey))
      .run();
  }
  return ended;
}

/**
 * Whether a signed-in session still counts: it signed in (or was kept while the others ended) at or
 * after its person's "sessions valid after" time.
 */
export const validAfterCheck = (session: Partial<SessionData>, sessionsValidAfter: number): boolean =>
  Math.max(session.signedInAt ?? 0, session.renewedAt ?? 0) >= sessionsValidAfter;

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
    .where(eq(adminSessions.sid, storedSessionId(sid)))
    .run();
}

/** Ends the session of a request (its `req.sessionID`) in the store, without waiting for the request to end. */
export const endSessionOfRequest = (db: Db, sid: string): void => endStoredSession(db, storedSessionId(sid));
