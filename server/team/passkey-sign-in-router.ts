import { Router, type Request } from 'express';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeyNotRecognised, passkeyTryAgain } from '../../shared/passkeys';
import { signInApi } from '../../shared/api/sign-in';
import type { AdminSession } from '../../shared/team';
import { recordActivity } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { loginRateLimitMessage, perIpRateLimit } from '../core/http/rate-limit';
import { pendingStaffOf } from '../core/auth/pending-sign-in';
import { addressKey, type SignInLimits } from '../core/auth/sign-in-limits/sign-in-limits';
import type { StaffRow } from '../core/auth/staff-accounts';
import { keepChallenge, takeChallenge } from '../core/auth/passkeys/passkey-challenge';
import { passkeySignInOptions, verifyPasskeySignIn } from '../core/auth/passkeys/passkey-sign-in';
import type { RelyingParty } from '../core/auth/passkeys/relying-party';

/**
 * Signing in with a passkey, under /api/admin/login/passkey: on its own (any passkey of this site,
 * no e-mail), or as the second step while a password sign-in waits (only that person's).
 */
export function passkeySignInRouter(
  db: Db,
  {
    loginLimit,
    limits,
    rp,
    signIn,
  }: {
    loginLimit: number;
    limits: SignInLimits;
    rp: RelyingParty;
    signIn: (req: Request, person: StaffRow) => Promise<AdminSession>;
  },
): Router {
  const router = Router();
  // Each request for options may start a short session: a visitor gets a few dozen per window.
  const optionsPerIp = perIpRateLimit({ limit: loginLimit * 5, message: loginRateLimitMessage });

  serve(router, signInApi.passkeyOptions, optionsPerIp, async (req, res) => {
    const staffId = pendingStaffOf(req);
    const options = await passkeySignInOptions(db, rp, staffId);
    keepChallenge(req, {
      challenge: options.challenge,
      purpose: 'sign-in',
      ...(staffId === undefined ? {} : { staffId }),
    });
    res.set('Cache-Control', 'no-store');
    res.json(options);
  });

  serve(router, signInApi.passkey, async (req, res, { body }) => {
    const keys = [addressKey(req, 'passkey')];
    const attempt = limits.attempt(req, res, keys);
    if (!attempt) return;
    const challenge = takeChallenge(req, 'sign-in');
    // No challenge to answer: nothing was checked, so nothing is counted.
    // A second step whose wait is over (or whose session was ended) starts again from the password.
    if (!challenge || (challenge.staffId !== undefined && pendingStaffOf(req) !== challenge.staffId)) {
      attempt.giveBack();
      return sendError(res, 401, passkeyTryAgain);
    }
    const outcome = await verifyPasskeySignIn(db, rp, {
      challenge: challenge.challenge,
      response: body.response as AuthenticationResponseJSON,
      ...(challenge.staffId === undefined ? {} : { staffId: challenge.staffId }),
    });
    if (outcome.kind === 'refused') {
      recordActivity(db, req, { action: 'sign-in-failed', actorId: outcome.person?.id ?? null, detail: 'passkey' });
      return sendError(res, 401, passkeyNotRecognised);
    }
    attempt.giveBack();
    res.json(await signIn(req, outcome.person));
  });

  return router;
}
