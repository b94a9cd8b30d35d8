import { Router } from 'express';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyTryAgain } from '../../shared/passkeys';
import { accountApi } from '../../shared/api/account';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { browserLabel } from '../core/auth/browser-label';
import { addPasskey, passkeyRegistrationOptions } from '../core/auth/passkeys/add-passkey';
import { keepChallenge, takeChallenge } from '../core/auth/passkeys/passkey-challenge';
import { findPasskey, passkeysOf, removePasskey, toPasskeyInfo } from '../core/auth/passkeys/passkey-store';
import type { RelyingParty } from '../core/auth/passkeys/relying-party';
import { requireRecentAuth } from '../core/auth/recent-auth';
import { hasTwoFactor, twoFactorRequired } from '../core/auth/two-factor/two-factor-state';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';

const passkeyNotFound = 'Passkey not found';

/** The owner's rule is on and this passkey is all that meets it. */
const isLastRequiredFactor = (db: Db, staffId: number) =>
  twoFactorRequired(db) && !hasTwoFactor(db, staffId) && passkeysOf(db, staffId).length <= 1;

/** Your account's passkeys, under /api/account/passkeys: list, add (options, then the browser's answer), remove. */
export function passkeyRouter(db: Db, rp: RelyingParty): Router {
  const router = Router();
  const mine = { type: 'person' } as const;
  // Adding or removing one needs a password, passkey or code within the last few minutes (ASVS 7.5.1).
  const recent = requireRecentAuth(db);

  serve(router, accountApi.passkeys, (req, res) => {
    const staffId = req.staff!.id;
    const passkeys = passkeysOf(db, staffId);
    res.json({
      passkeys: passkeys.map(toPasskeyInfo),
      lastRequiredFactor: passkeys.length > 0 && isLastRequiredFactor(db, staffId),
    });
  });

  serve(router, accountApi.passkeyOptions, recent, records(db, 'passkey-setup-started', mine), async (req, res) => {
    const options = await passkeyRegistrationOptions(db, rp, req.staff!);
    keepChallenge(req, { challenge: options.challenge, purpose: 'add' });
    res.locals.activity = { subjectId: req.staff!.id } satisfies ActivityExtras;
    res.json(options);
  });

  serve(router, accountApi.addPasskey, recent, records(db, 'passkey-added', mine), async (req, res, { body }) => {
    const challenge = takeChallenge(req, 'add');
    if (!challenge) return sendError(res, 400, passkeyTryAgain);
    const outcome = await addPasskey(db, rp, {
      staffId: req.staff!.id,
      challenge: challenge.challenge,
      response: body.response as RegistrationResponseJSON,
      name: body.name || browserLabel(req.get('user-agent')),
    });
    if (outcome.kind === 'refused') return sendError(res, 400, outcome.problem);
    // A sign-in held back for a required setup opens the whole dashboard now.
    delete req.session.twoFactorSetupRequired;
    res.locals.activity = { subjectId: req.staff!.id, detail: outcome.name } satisfies ActivityExtras;
    res.status(201).json({ success: true, id: outcome.id, name: outcome.name });
  });

  serve(router, accountApi.removePasskey, recent, records(db, 'passkey-removed', mine), (req, res, { params }) => {
    const staffId = req.staff!.id;
    const passkey = findPasskey(db, params.id);
    // Another person's passkey answers the same as a missing one.
    if (!passkey || passkey.staffId !== staffId) return sendError(res, 404, passkeyNotFound);
    if (isLastRequiredFactor(db, staffId)) {
      return sendError(
        res,
        409,
        'Your team requires two-factor sign-in: add another passkey or an authenticator app first',
      );
    }
    if (!removePasskey(db, staffId, passkey.id)) return sendError(res, 404, passkeyNotFound);
    res.locals.activity = { subjectId: staffId, detail: passkey.name } satisfies ActivityExtras;
    res.json({ success: true });
  });

  return router;
}
