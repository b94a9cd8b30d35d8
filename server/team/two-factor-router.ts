import { Router } from 'express';
import { accountApi } from '../../shared/api/account';
import { codeNotCorrect } from '../../shared/two-factor';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { ownPasswordConfirms } from '../core/auth/confirm-identity';
import { requireRecentAuth } from '../core/auth/recent-auth';
import { confirmTwoFactor, startTwoFactorSetup, turnOffTwoFactor } from '../core/auth/two-factor/setup-two-factor';
import { hasTwoFactor, twoFactorRequired, twoFactorStatus } from '../core/auth/two-factor/two-factor-state';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { ownStepKeys, type SignInLimits } from '../core/auth/sign-in-limits/sign-in-limits';

const wrongPassword = 'Your password is not correct';
const attemptsMessage = 'Too many attempts. Please wait a few minutes and try again.';

/** Your account's two-factor sign-in, under /api/account/two-factor: set up with the app, turn off. */
export function twoFactorRouter(db: Db, limits: SignInLimits): Router {
  const router = Router();
  // A stolen session guessing codes or the password: attempts count like sign-ins (in SQLite).
  const mine = { type: 'person' } as const;
  // Setting it up needs a recent confirmation; turning it off asks for the password itself.
  const recent = requireRecentAuth(db);
  const aboutMe = (staffId: number): ActivityExtras => ({ subjectId: staffId });

  serve(router, accountApi.twoFactor, (req, res) => {
    res.json(twoFactorStatus(db, req.staff!.id));
  });

  serve(router, accountApi.startTwoFactor, recent, records(db, 'totp-setup-started', mine), async (req, res) => {
    const setup = await startTwoFactorSetup(db, { staffId: req.staff!.id, email: req.staff!.email });
    if (!setup) return sendError(res, 409, 'Two-factor sign-in is already on');
    res.locals.activity = aboutMe(req.staff!.id);
    res.json(setup);
  });

  serve(router, accountApi.confirmTwoFactor, recent, records(db, 'totp-enabled', mine), async (req, res, { body }) => {
    const staffId = req.staff!.id;
    const keys = ownStepKeys(req, 'setup-code', staffId);
    const attempt = limits.attempt(req, res, keys, staffId, attemptsMessage);
    if (!attempt) return;
    const recoveryCodes = await confirmTwoFactor(db, staffId, body.code);
    if (!recoveryCodes) return sendError(res, 400, codeNotCorrect, { code: [codeNotCorrect] });
    attempt.giveBack();
    delete req.session.twoFactorSetupRequired;
    res.locals.activity = aboutMe(staffId);
    res.json({ recoveryCodes });
  });

  serve(router, accountApi.turnOffTwoFactor, records(db, 'totp-disabled', mine), async (req, res, { body }) => {
    const staffId = req.staff!.id;
    if (twoFactorRequired(db)) return sendError(res, 409, 'Your team requires two-factor sign-in for everyone');
    if (!hasTwoFactor(db, staffId)) return sendError(res, 409, 'Two-factor sign-in is not on');
    // The password, as for Confirm it's you: one budget of guesses.
    const keys = ownStepKeys(req, 'confirm', staffId);
    const attempt = limits.attempt(req, res, keys, staffId, attemptsMessage);
    if (!attempt) return;
    if (!(await ownPasswordConfirms(db, req, staffId, body.password))) {
      return sendError(res, 400, wrongPassword, { password: [wrongPassword] });
    }
    attempt.giveBack();
    turnOffTwoFactor(db, staffId);
    res.locals.activity = aboutMe(staffId);
    res.json({ success: true });
  });

  return router;
}
