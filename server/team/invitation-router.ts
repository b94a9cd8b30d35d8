import { Router } from 'express';
import { invitationApi } from '../../shared/api/invitation';
import { recordActivity } from '../core/activity/activity-log';
import { startStaffSession } from '../core/auth/admin-session';
import { hashPassword } from '../core/auth/password-hash';
import { passwordProblem } from '../core/auth/password-policy';
import { recordSignIn, toStaffUser } from '../core/auth/staff-accounts';
import { twoFactorRequired } from '../core/auth/two-factor/two-factor-state';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { loginRateLimitMessage, perIpRateLimit } from '../core/http/rate-limit';
import { accept, lookUp } from './invitations';

/** The invitation link's API: GET reads it (and changes nothing), POST sets the password and signs in. */
export function invitationRouter(db: Db, loginLimit: number): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: loginLimit, message: loginRateLimitMessage, skipSuccessfulRequests: true });

  serve(router, invitationApi.lookUp, (req, res, { params }) => {
    res.set('Cache-Control', 'no-store');
    res.json(lookUp(db, params.token));
  });

  serve(router, invitationApi.accept, limit, async (req, res, { params, body }) => {
    const problem = passwordProblem(body.password);
    if (problem) return sendError(res, 400, problem, { password: [problem] });
    const outcome = accept(db, params.token, await hashPassword(body.password));
    if (outcome.kind === 'dead') return sendError(res, 410, 'This invitation link no longer works');
    // The owner's two-factor rule holds from the first sign-in, as after a password (ASVS 6.4.3).
    const setupRequired = twoFactorRequired(db);
    await startStaffSession(req, outcome.person.id, { twoFactorSetupRequired: setupRequired });
    recordSignIn(db, outcome.person.id);
    recordActivity(db, req, {
      action: 'invitation-accepted',
      actorId: outcome.person.id,
      subjectType: 'person',
      subjectId: outcome.person.id,
    });
    res.status(201).json({
      authenticated: true,
      user: toStaffUser(outcome.person),
      ...(setupRequired ? { twoFactorSetupRequired: true } : {}),
    });
  });

  return router;
}
