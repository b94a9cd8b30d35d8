import { Router } from 'express';
import { changePasswordSchema, type PasswordChanged, type SessionEnded } from '../../shared/team';
import type { AccountSessions, SessionsEnded } from '../../shared/team-schema';
import type { OwnRegistration } from '../../shared/salesperson-registration';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { findStaff } from '../core/auth/staff-accounts';
import { sessionCookieName } from '../core/auth/admin-session';
import { requirePermission } from '../core/auth/staff-guard';
import {
  endSessionsExcept,
  endStoredSession,
  findSessionOf,
  listSessionsOf,
  sessionCount,
} from '../core/auth/staff-sessions';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { validated } from '../core/http/validated';
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
  const own = requirePermission('account:own');
  // Guessing the password or a code from a stolen session: attempts count like sign-ins, in
  // SQLite (a restart keeps them), with Confirm it's you's (core/auth/sign-in-limits).
  const limits = signInLimits(db, loginLimit);

  router.get('/registration', own, (req, res) => {
    const person = findStaff(db, req.staff!.id);
    res.json({ salespersonRegistration: person?.salespersonRegistration ?? null } satisfies OwnRegistration);
  });

  router.get('/sessions', own, (req, res) => {
    res.json({ sessions: listSessionsOf(db, req.staff!.id, req.sessionID) } satisfies AccountSessions);
  });

  router.delete('/sessions/:id', own, records(db, 'session-ended', { type: 'person' }), (req, res, next) => {
    const session = findSessionOf(db, req.staff!.id, String(req.params.id), req.sessionID);
    if (!session) return sendError(res, 404, 'Session not found');
    res.locals.activity = { subjectId: req.staff!.id, detail: session.browser } satisfies ActivityExtras;
    if (!session.current) {
      endStoredSession(db, session.key);
      return res.json({ success: true, signedOut: false } satisfies SessionEnded);
    }
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(sessionCookieName, { path: '/api' });
      res.json({ success: true, signedOut: true } satisfies SessionEnded);
    });
  });

  router.post('/sessions/end-others', own, records(db, 'sessions-ended', { type: 'person' }), (req, res) => {
    const ended = endSessionsExcept(db, req.staff!.id, req.sessionID);
    res.locals.activity = {
      subjectId: req.staff!.id,
      detail: sessionCount(ended, true),
      skip: ended === 0,
    } satisfies ActivityExtras;
    res.json({ ended } satisfies SessionsEnded);
  });

  router.post(
    '/password',
    own,
    records(db, 'password-changed', { type: 'person' }),
    validated({ body: changePasswordSchema }, async (req, res, { body }) => {
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
      res.json({ success: true, endedOthers: outcome.endedOthers } satisfies PasswordChanged);
    }),
  );

  const rp = relyingPartyOf(siteUrl);
  router.use('/confirm', confirmIdentityRouter(db, { rp, limits }));
  router.use('/two-factor', twoFactorRouter(db, limits));
  router.use('/passkeys', passkeyRouter(db, rp));

  return router;
}
