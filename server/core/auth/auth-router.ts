import { Router } from 'express';
import { adminLoginSchema, type AdminSession } from '../../../shared/admin-schema';
import { verifyAdminPassword } from './admin-password';
import { isAdmin, sessionCookieName } from './admin-session';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../http/http-errors';
import { loginRateLimitMessage, perIpRateLimit } from '../http/rate-limit';

/** Sign-in, sign-out and session state under /api/admin. */
export function authRouter(db: Db, loginLimit: number): Router {
  const router = Router();
  // Brute-force limit: only failed sign-ins count, per client IP (see TRUST_PROXY).
  const limit = perIpRateLimit({ limit: loginLimit, message: loginRateLimitMessage, skipSuccessfulRequests: true });

  router.post('/login', limit, async (req, res, next) => {
    const body = adminLoginSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    if (!(await verifyAdminPassword(db, body.data.password))) return sendError(res, 401, 'Incorrect password');
    // A fresh session id on sign-in defeats session fixation.
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.admin = true;
      req.session.signedInAt = Date.now();
      req.session.save((saveErr) => {
        if (saveErr) return next(saveErr);
        res.json({ authenticated: true } satisfies AdminSession);
      });
    });
  });

  router.post('/logout', (req, res, next) => {
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(sessionCookieName, { path: '/api' });
      res.json({ authenticated: false } satisfies AdminSession);
    });
  });

  router.get('/session', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ authenticated: isAdmin(req) } satisfies AdminSession);
  });

  return router;
}
