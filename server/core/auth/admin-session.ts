import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Db } from '../db/types';
import { sendError } from '../http/http-errors';
import { loadSessionSecret } from './session-secret';
import { SqliteSessionStore } from './sqlite-session-store';

declare module 'express-session' {
  interface SessionData {
    admin?: boolean;
    /** Epoch ms of the sign-in, for the absolute timeout. */
    signedInAt?: number;
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

export function isAdmin(req: Request): boolean {
  const s = req.session as Request['session'] | undefined;
  if (!s?.admin || !s.signedInAt) return false;
  return Date.now() - s.signedInAt < sessionAbsoluteMs;
}

/** The guard of every staff route: signed out, 401; signed in, the answer is never cached. */
export const requireAdmin: RequestHandler = (req, res, next) => {
  if (!isAdmin(req)) return sendError(res, 401, 'Sign in to continue');
  res.set('Cache-Control', 'no-store');
  next();
};
