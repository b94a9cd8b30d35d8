import { Router } from 'express';
import { accountApi } from '../../shared/api/account';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { confirmIdentity } from '../core/auth/confirm-identity';
import { keepChallenge } from '../core/auth/passkeys/passkey-challenge';
import { passkeySignInOptions } from '../core/auth/passkeys/passkey-sign-in';
import type { RelyingParty } from '../core/auth/passkeys/relying-party';
import { ownStepKeys, type SignInLimits } from '../core/auth/sign-in-limits/sign-in-limits';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';

/**
 * "Confirm it's you", under /api/account/confirm: a password, a code from the app or a passkey
 * (options first) makes this session's confirmation fresh for a few minutes (core/auth/recent-auth).
 * Attempts count like sign-ins (before the check; a right one gives its point back), per person and per address.
 */
export function confirmIdentityRouter(db: Db, { rp, limits }: { rp: RelyingParty; limits: SignInLimits }): Router {
  const router = Router();
  const mine = { type: 'person' } as const;

  serve(router, accountApi.confirmPasskeyOptions, records(db, 'identity-confirmed', mine), async (req, res) => {
    const options = await passkeySignInOptions(db, rp, req.staff!.id);
    keepChallenge(req, { challenge: options.challenge, purpose: 'confirm', staffId: req.staff!.id });
    // Only the confirmation itself is a line of the record.
    res.locals.activity = { skip: true } satisfies ActivityExtras;
    res.json(options);
  });

  serve(router, accountApi.confirm, records(db, 'identity-confirmed', mine), async (req, res, { body }) => {
    const staffId = req.staff!.id;
    const keys = ownStepKeys(req, 'confirm', staffId);
    const attempt = limits.attempt(req, res, keys, staffId);
    if (!attempt) return;
    const outcome = await confirmIdentity(db, req, rp, staffId, body);
    if (outcome.kind === 'refused') return sendError(res, 400, outcome.problem, { [outcome.field]: [outcome.problem] });
    attempt.giveBack();
    const how = body.password !== undefined ? 'password' : body.code !== undefined ? 'app code' : 'passkey';
    res.locals.activity = { subjectId: staffId, detail: how } satisfies ActivityExtras;
    res.json({ success: true });
  });

  return router;
}
