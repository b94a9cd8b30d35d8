import crypto from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import session from 'express-session';
import { adminSessions } from './schema';
import type { Db } from '../db/types';
import { repeat } from '../repeat';

type Callback = (err?: unknown) => void;

const pruneEveryMs = 15 * 60 * 1000;

/**
 * The key a session is stored under: the SHA-256 of its id. The id is what the cookie carries, so
 * the table alone (a backup, a replica) cannot be turned back into a cookie.
 */
export const storedSessionId = (sid: string): string => crypto.createHash('sha256').update(sid).digest('hex');

const isStoredSessionId = (key: string) => /^[0-9a-f]{64}$/.test(key);

/** Start-up step (idempotent): rows stored under the plain id, by older versions, are keyed by its hash. */
export function hashStoredSessionIds(db: Db): number {
  const plain = db
    .select({ sid: adminSessions.sid })
    .from(adminSessions)
    .all()
    .filter((row) => !isStoredSessionId(row.sid));
  for (const { sid } of plain) {
    db.update(adminSessions)
      .set({ sid: storedSessionId(sid) })
      .where(eq(adminSessions.sid, sid))
      .run();
  }
  return plain.length;
}

/**
 * express-session store on the admin_sessions table, keyed by `storedSessionId`: sessions survive a
 * restart; expired rows are pruned.
 */
export class SqliteSessionStore extends session.Store {
  private readonly pruning: { stop(): void };

  constructor(
    private readonly db: Db,
    private readonly defaultMaxAgeMs: number,
    logError: (err: unknown) => void,
  ) {
    super();
    this.pruning = repeat(() => this.prune(), pruneEveryMs, logError);
  }

  prune(): void {
    this.db.delete(adminSessions).where(lte(adminSessions.expiresAt, Date.now())).run();
  }

  close(): void {
    this.pruning.stop();
  }

  private expiresAt(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultMaxAgeMs;
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    try {
      const row = this.db
        .select({ data: adminSessions.data })
        .from(adminSessions)
        .where(and(eq(adminSessions.sid, storedSessionId(sid)), gt(adminSessions.expiresAt, Date.now())))
        .get();
      cb(null, row ? (JSON.parse(row.data) as session.SessionData) : null);
    } catch (err) {
      cb(err);
    }
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    try {
      const values = { data: JSON.stringify(sess), expiresAt: this.expiresAt(sess) };
      this.db
        .insert(adminSessions)
        .values({ sid: storedSessionId(sid), ...values })
        .onConflictDoUpdate({ target: adminSessions.sid, set: values })
        .run();
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    try {
      this.db
        .update(adminSessions)
        .set({ expiresAt: this.expiresAt(sess) })
        .where(eq(adminSessions.sid, storedSessionId(sid)))
        .run();
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override destroy(sid: string, cb?: Callback): void {
    try {
      this.db
        .delete(adminSessions)
        .where(eq(adminSessions.sid, storedSessionId(sid)))
        .run();
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }
}
