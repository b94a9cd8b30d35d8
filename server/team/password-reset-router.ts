import { Router } from 'express';
import { forgotPasswordAnswer } from '../../shared/team';
import { passwordResetApi } from '../../shared/api/password-reset';
import { passwordProblem } from '../core/auth/password-policy';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { emailOfBody, loginRateLimitMessage, perIpRateLimit } from '../core/http/rate-limit';
import { recordActivity } from '../core/activity/activity-log';
import { queuePasswordResetNotice } from './password-reset-notice';
import { lookUpPasswordReset, requestPasswordReset, resetPassword } from './password-resets';

/** "Forgot password?": POST /api/admin/forgot-password e-mails a link to choose a new password. */
export function forgotPasswordRouter(db: Db, { siteUrl, loginLimit }: { siteUrl: string; loginLimit: number }): Router {
  const router = Router();
  // Every request counts (the answer is always a success), per client IP and per account.
  const perIp = perIpRateLimit({ limit: loginLimit, message: loginRateLimitMessage });
  const perAccount = perIpRateLimit({ limit: loginLimit, message: loginRateLimitMessage, key: emailOfBody });

  serve(router, passwordResetApi.forgot, perIp, perAccount, (req, res, { body }) => {
    const requested = requestPasswordReset(db, body.email, siteUrl);
    if (requested) recordActivity(db, req, { action: 'password-reset-requested', actorId: requested.staffId });
    res.json({ success: true, message: forgotPasswordAnswer });
  });

  return router;
}

/**
 * The e-mailed link's API under /api/password-resets: GET reads it (and changes nothing), POST sets
 * the new password. A reset never signs anyone in.
 */
export function passwordResetRouter(db: Db, { loginLimit }: { loginLimit: number }): Router {
  const router = Router();
  const resetLimit = perIpRateLimit({
    limit: loginLimit,
    message: loginRateLimitMessage,
    skipSuccessfulRequests: true,
  });

  serve(router, passwordResetApi.lookUp, (req, res, { params }) => {
    res.set('Cache-Control', 'no-store');
    res.json(lookUpPasswordReset(db, params.token));
  });

  serve(router, passwordResetApi.reset, resetLimit, async (req, res, { params, body }) => {
    const problem = passwordProblem(body.password);
    if (problem) return sendError(res, 400, problem, { password: [problem] });
    const reset = await resetPassword(db, params.token, body.password);
    if (!reset) return sendError(res, 410, 'This link no longer works');
    recordActivity(db, req, { action: 'password-reset', actorId: reset.staffId });
    queuePasswordResetNotice(db, reset.staffId);
    res.json({ success: true });
  });

  return router;
}
