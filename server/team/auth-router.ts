import { Router, type Request } from 'express';
import type { AdminSession, StaffUser } from '../../shared/team';
import { signInApi } from '../../shared/api/sign-in';
import { codeNotCorrect, signInAgain } from '../../shared/two-factor';
import { recordActivity } from '../core/activity/activity-log';
import { sessionCookieName, startStaffSession } from '../core/auth/admin-session';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { verifyPassword } from '../core/auth/password-hash';
import { pendingStaffOf, startPendingSignIn } from '../core/auth/pending-sign-in';
import { findStaff, findStaffByEmail, recordSignIn, toStaffUser, type StaffRow } from '../core/auth/staff-accounts';
import { passkeySignInRouter } from './passkey-sign-in-router';
import { knownDeviceKey, rememberDevice } from '../core/auth/sign-in-limits/known-devices';
import { accountKey, addressKey, signInLimits } from '../core/auth/sign-in-limits/sign-in-limits';
import { hasPasskey } from '../core/auth/passkeys/passkey-store';
import { relyingPartyOf } from '../core/auth/passkeys/relying-party';
import { recoveryCodesLeft } from '../core/auth/two-factor/recovery-codes';
import { hasTwoFactor, twoFactorRequired } from '../core/auth/two-factor/two-factor-state';
import { verifySignInCode } from '../core/auth/two-factor/verify-sign-in-code';

/** The same answer for an unknown e-mail, a wrong password and a disabled account. */
const signInRefused = 'Incorrect e-mail or password';

/**
 * Sign-in (password, then the app's code or a passkey for those who have one; or a passkey alone),
 * sign-out and session state under /api/admin. Passkeys belong to SITE_URL's host.
 */
export function authRouter(db: Db, { loginLimit, siteUrl }: { loginLimit: number; siteUrl: string }): Router {
  const router = Router();
  // Brute force: each attempt counts before its secret is checked, and a right one gives it back;
  // the counts are kept in SQLite (sign-in-limits/).
  const limits = signInLimits(db, loginLimit);

  async function signIn(
    req: Request,
    person: StaffRow,
    setupRequired: boolean,
    detail: string | null = null,
  ): Promise<AdminSession> {
    await startStaffSession(req, person.id, { twoFactorSetupRequired: setupRequired });
    recordSignIn(db, person.id);
    rememberDevice(db, req, req.res!, person.id);
    recordActivity(db, req, { action: 'sign-in', actorId: person.id, detail });
    return {
      authenticated: true,
      user: toStaffUser(person),
      ...(setupRequired ? { twoFactorSetupRequired: true } : {}),
    };
  }

  serve(router, signInApi.signIn, async (req, res, { body }) => {
    const person = findStaffByEmail(db, body.email);
    // A browser that signed this person in before has a budget of its own (OWASP device cookies):
    // someone guessing from elsewhere, from any number of addresses, cannot lock them out.
    const device = person ? knownDeviceKey(db, req, person.id) : undefined;
    const keys = device ? [device] : [addressKey(req, 'password'), accountKey(body.email)];
    const attempt = limits.attempt(req, res, keys, person?.id ?? null);
    if (!attempt) return;
    // verifyPassword spends the same time on a missing hash, so an unknown e-mail is not observable.
    const matches = await verifyPassword(body.password, person?.passwordHash);
    if (!person || !matches || person.status !== 'active') {
      recordActivity(db, req, { action: 'sign-in-failed', actorId: person?.id ?? null, detail: body.email });
      return sendError(res, 401, signInRefused);
    }
    attempt.giveBack();
    if (device) limits.throttle.reset(device);
    // The second step: the app's code (or a passkey instead, if they have one), or a passkey.
    const app = hasTwoFactor(db, person.id);
    const passkey = hasPasskey(db, person.id);
    if (app || passkey) {
      await startPendingSignIn(req, person.id);
      return res.json(
        app
          ? { authenticated: false, twoFactor: 'code', ...(passkey ? { passkey: true } : {}) }
          : { authenticated: false, twoFactor: 'passkey' },
      );
    }
    res.json(await signIn(req, person, twoFactorRequired(db)));
  });

  serve(router, signInApi.signInCode, async (req, res, { body }) => {
    const staffId = pendingStaffOf(req);
    // Per address, and per person so that a new password step does not reset the count.
    const keys = [addressKey(req, 'code'), ...(staffId === undefined ? [] : [`code:${staffId}`])];
    const attempt = limits.attempt(req, res, keys, staffId ?? null);
    if (!attempt) return;
    const person = staffId === undefined ? undefined : findStaff(db, staffId);
    if (!person || person.status !== 'active') return sendError(res, 401, signInAgain);
    const used = await verifySignInCode(db, person.id, body.code);
    if (!used) {
      recordActivity(db, req, { action: 'sign-in-failed', actorId: person.id, detail: 'code' });
      return sendError(res, 401, codeNotCorrect);
    }
    attempt.giveBack();
    if (used === 'recovery') {
      const left = recoveryCodesLeft(db, person.id);
      recordActivity(db, req, {
        action: 'recovery-code-used',
        actorId: person.id,
        subjectType: 'person',
        subjectId: person.id,
        detail: `${left} left`,
      });
    }
    res.json(await signIn(req, person, false));
  });

  // A passkey is a factor of its own: the owner's two-factor rule is met.
  router.use(
    passkeySignInRouter(db, {
      loginLimit,
      limits,
      rp: relyingPartyOf(siteUrl),
      signIn: (req, person) => signIn(req, person, false, 'passkey'),
    }),
  );

  serve(router, signInApi.signOut, (req, res, _input, next) => {
    if (req.staff) recordActivity(db, req, { action: 'sign-out' });
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(sessionCookieName, { path: '/api' });
      res.json({ authenticated: false });
    });
  });

  serve(router, signInApi.session, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(sessionAnswer(req.staff, req.twoFactorSetupRequired));
  });

  return router;
}

const sessionAnswer = (staff: StaffUser | undefined, setupRequired: true | undefined): AdminSession =>
  !staff
    ? { authenticated: false }
    : { authenticated: true, user: staff, ...(setupRequired ? { twoFactorSetupRequired: true } : {}) };
