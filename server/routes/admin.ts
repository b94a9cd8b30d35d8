import { Router } from 'express';
import { adminLoginSchema, type AdminSession } from '../../shared/admin-schema';
import { verifyAdminPassword } from '../auth/admin-password';
import { isAdmin, requireAdmin, sessionCookieName } from '../auth/admin-session';
import { leadAnalyticsQuerySchema } from '../../shared/lead-analytics';
import { readAdminMetrics } from '../db/admin-metrics';
import { readLeadAnalytics } from '../db/lead-analytics';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../lib/http-errors';
import { loginRateLimitMessage, perIpRateLimit } from '../lib/rate-limit';

/** Sign-in, sign-out, session state and dashboard metrics under /api/admin. */
export function adminRouter(db: Db, loginLimit: number): Router {
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

  router.get('/metrics', requireAdmin, (_req, res) => {
    res.json(readAdminMetrics(db));
  });

  router.get('/lead-analytics', requireAdmin, (req, res) => {
    const query = leadAnalyticsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    res.json(readLeadAnalytics(db, query.data.days));
  });

  return router;
}
