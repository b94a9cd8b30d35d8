import { Router } from 'express';
import { signInSchema, type AdminSession } from '../../../shared/team';
import { recordActivity } from '../activity/activity-log';
import { sessionCookieName, startStaffSession } from './admin-session';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../http/http-errors';
import { emailOfBody, loginRateLimitMessage, perIpRateLimit } from '../http/rate-limit';
import { verifyPassword } from './password-hash';
import { findStaffByEmail, recordSignIn, toStaffUser } from './staff-accounts';

/** The same answer for an unknown e-mail, a wrong password and a disabled account. */
const signInRefused = 'Incorrect e-mail or password';

/** Sign-in, sign-out and session state under /api/admin. */
export function authRouter(db: Db, loginLimit: number): Router {
  const router = Router();
  // Brute force: only failed sign-ins count, per client IP (see TRUST_PROXY) and per account.
  const perIp = perIpRateLimit({ limit: loginLimit, message: loginRateLimitMessage, skipSuccessfulRequests: true });
  const perAccount = perIpRateLimit({
    limit: loginLimit,
    message: loginRateLimitMessage,
    skipSuccessfulRequests: true,
    key: emailOfBody,
  });

  router.post('/login', perIp, perAccount, async (req, res) => {
    const body = signInSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const person = findStaffByEmail(db, body.data.email);
    // verifyPassword spends the same time on a missing hash, so an unknown e-mail is not observable.
    const matches = await verifyPassword(body.data.password, person?.passwordHash);
    if (!person || !matches || person.status !== 'active') {
      recordActivity(db, req, { action: 'sign-in-failed', actorId: person?.id ?? null, detail: body.data.email });
      return sendError(res, 401, signInRefused);
    }
    await startStaffSession(req, person.id);
    recordSignIn(db, person.id);
    recordActivity(db, req, { action: 'sign-in', actorId: person.id });
    res.json({ authenticated: true, user: toStaffUser(person) } satisfies AdminSession);
  });

  router.post('/logout', (req, res, next) => {
    if (req.staff) recordActivity(db, req, { action: 'sign-out' });
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(sessionCookieName, { path: '/api' });
      res.json({ authenticated: false } satisfies AdminSession);
    });
  });

  router.get('/session', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((req.staff ? { authenticated: true, user: req.staff } : { authenticated: false }) satisfies AdminSession);
  });

  return router;
}
