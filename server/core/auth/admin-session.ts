import type { Request, RequestHandler } from 'express';
import session, { type SessionData } from 'express-session';
import type { Db } from '../db/types';
import { keyringOf } from '../secrets';
import { SqliteSessionStore } from './sqlite-session-store';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in person (staff.id). */
    staffId?: number;
    /** Epoch ms of the sign-in, for the absolute timeout. */
    signedInAt?: number;
    /** The browser's User-Agent at sign-in (at most 300 characters), for "Chrome on Android". */
    userAgent?: string;
    /** The client IP at sign-in (see TRUST_PROXY). */
    ip?: string;
    /**
     * Epoch ms when this session was kept while its person's other sessions ended: it counts as
     * signed in from then on for the "sessions valid after" check (staff-sessions.ts).
     */
    renewedAt?: number;
    /** Epoch ms of the latest request, kept to the minute (staff-sessions.ts, noteActivity). */
    lastActiveAt?: number;
    /** Signed in while the owner requires two-factor sign-in and this person has none yet. */
    twoFactorSetupRequired?: true;
    /** Between a correct password and the code from the app: who, and since when (epoch ms). */
    pendingStaffId?: number;
    pendingAt?: number;
  }
}

/** Idle timeout: every API call while signed in pushes the expiry out again (rolling). */
const sessionIdleMs = 8 * 60 * 60 * 1000;
/** Absolute timeout: a sign-in lasts at most this long, however active. */
export const sessionAbsoluteMs = 24 * 60 * 60 * 1000;
export const sessionCookieName = 'closets_admin';

export function adminSessionMiddleware(
  db: Db,
  envSecret: string | undefined,
  logError: (err: unknown) => void,
): RequestHandler {
  return session({
    name: sessionCookieName,
    // SESSION_SECRET when set, else the key file's (never the database: core/secrets).
    secret: envSecret ?? keyringOf(db).cookieSecret,
    store: new SqliteSessionStore(db, sessionIdleMs, logError),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // The cookie is only ever needed by the API.
    cookie: { path: '/api', httpOnly: true, sameSite: 'strict', secure: 'auto', maxAge: sessionIdleMs },
  });
}

/** Replaces this request's session with a fresh one (a new id defeats session fixation) holding `data`. */
export function startFreshSession(req: Request, data: Partial<SessionData>): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err as Error);
      Object.assign(req.session, data);
      req.session.save((saveErr) => (saveErr ? reject(saveErr as Error) : resolve()));
    });
  });
}

/** Signs a person in on this request, under a fresh session id. */
export function startStaffSession(
  req: Request,
  staffId: number,
  { twoFactorSetupRequired = false }: { twoFactorSetupRequired?: boolean } = {},
): Promise<void> {
  const now = Date.now();
  return startFreshSession(req, {
    staffId,
    signedInAt: now,
    lastActiveAt: now,
    userAgent: (req.get('user-agent') ?? '').trim().slice(0, 300),
    ...(req.ip ? { ip: req.ip } : {}),
    ...(twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
  });
}
