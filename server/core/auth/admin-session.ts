import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Db } from '../db/types';
import { loadSessionSecret } from './session-secret';
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
    /** Epoch ms of the latest request, kept to the minute (staff-sessions.ts, noteActivity). */
    lastActiveAt?: number;
  }
}

/** Idle timeout: every API call while signed in pushes the expiry out again (rolling). */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
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
    secret: loadSessionSecret(db, envSecret),
    store: new SqliteSessionStore(db, sessionIdleMs, logError),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // The cookie is only ever needed by the API.
    cookie: { path: '/api', httpOnly: true, sameSite: 'strict', secure: 'auto', maxAge: sessionIdleMs },
  });
}

/** Signs a person in on this request, under a fresh session id (which defeats session fixation). */
export function startStaffSession(req: Request, staffId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err as Error);
      const now = Date.now();
      req.session.staffId = staffId;
      req.session.signedInAt = now;
      req.session.lastActiveAt = now;
      req.session.userAgent = (req.get('user-agent') ?? '').trim().slice(0, 300);
      if (req.ip) req.session.ip = req.ip;
      req.session.save((saveErr) => (saveErr ? reject(saveErr as Error) : resolve()));
    });
  });
}
