import { Router } from 'express';
import { accountApi } from '../../shared/api/account';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { findStaff } from '../core/auth/staff-accounts';
import { sessionCookieName } from '../core/auth/admin-session';
import {
  endSessionsExcept,
  endStoredSession,
  findSessionOf,
  listSessionsOf,
  sessionCount,
} from '../core/auth/staff-sessions';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { changeOwnPassword } from './change-own-password';
import { relyingPartyOf } from '../core/auth/passkeys/relying-party';
import { confirmIdentityRouter } from './confirm-identity-router';
import { passkeyRouter } from './passkey-router';
import { ownStepKeys, signInLimits } from '../core/auth/sign-in-limits/sign-in-limits';
import { twoFactorRouter } from './two-factor-router';

const wrongCurrentPassword = 'Your current password is not correct';
const passwordRateLimitMessage = 'Too many password attempts. Please wait a few minutes and try again.';

/**
 * Your account, under /api/account: your sessions, your password, confirming it's you, two-factor
 * sign-in and passkeys (everyone signed in).
 */
export function accountRouter(db: Db, { loginLimit, siteUrl }: { loginLimit: number; siteUrl: string }): Router {
  const router = Router();
  // Guessing the password or a code from a stolen session: attempts count like sign-ins, in
  // SQLite (a restart keeps them), with Confirm it's you's (core/auth/sign-in-limits).
  const limits = signInLimits(db, loginLimit);

  serve(router, accountApi.registration, (req, res) => {
    const person = findStaff(db, req.staff!.id);
    res.json({ salespersonRegistration: person?.salespersonRegistration ?? null });
  });

  serve(router, accountApi.sessions, (req, res) => {
    res.json({ sessions: listSessionsOf(db, req.staff!.id, req.sessionID) });
  });

  serve(
    router,
    accountApi.endSession,
    records(db, 'session-ended', { type: 'person' }),
    (req, res, { params }, next) => {
      const session = findSessionOf(db, req.staff!.id, params.id, req.sessionID);
      if (!session) return sendError(res, 404, 'Session not found');
      res.locals.activity = { subjectId: req.staff!.id, detail: session.browser } satisfies ActivityExtras;
      if (!session.current) {
        endStoredSession(db, session.key);
        return res.json({ success: true, signedOut: false });
      }
      req.session.destroy((err) => {
        if (err) return next(err);
        res.clearCookie(sessionCookieName, { path: '/api' });
        res.json({ success: true, signedOut: true });
      });
    },
  );

  serve(router, accountApi.endOtherSessions, records(db, 'sessions-ended', { type: 'person' }), (req, res) => {
    const ended = endSessionsExcept(db, req.staff!.id, req.sessionID);
    res.locals.activity = {
      subjectId: req.staff!.id,
      detail: sessionCount(ended, true),
      skip: ended === 0,
    } satisfies ActivityExtras;
    res.json({ ended });
  });

  serve(
    router,
    accountApi.changePassword,
    records(db, 'password-changed', { type: 'person' }),
    async (req, res, { body }) => {
      const staffId = req.staff!.id;
      const keys = ownStepKeys(req, 'confirm', staffId);
      const attempt = limits.attempt(req, res, keys, staffId, passwordRateLimitMessage);
      if (!attempt) return;
      const outcome = await changeOwnPassword(db, req, { staffId, currentSid: req.sessionID, change: body });
      if (outcome.kind === 'wrong-current') {
        return sendError(res, 400, wrongCurrentPassword, { currentPassword: [wrongCurrentPassword] });
      }
      attempt.giveBack();
      if (outcome.kind === 'refused') return sendError(res, 400, outcome.problem, { newPassword: [outcome.problem] });
      res.locals.activity = {
        subjectId: staffId,
        detail: outcome.endedOthers > 0 ? `Signed out ${sessionCount(outcome.endedOthers, true)}` : null,
      } satisfies ActivityExtras;
      res.json({ success: true, endedOthers: outcome.endedOthers });
    },
  );

  const rp = relyingPartyOf(siteUrl);
  router.use(confirmIdentityRouter(db, { rp, limits }));
  router.use(twoFactorRouter(db, limits));
  router.use(passkeyRouter(db, rp));

  return router;
}
