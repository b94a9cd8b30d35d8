import type { Request } from 'express';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { codeNotCorrect } from '../../../shared/two-factor';
import { passkeyNotRecognised, passkeyTryAgain } from '../../../shared/passkeys';
import { confirmPasswordWrong, type ConfirmIdentity } from '../../../shared/recent-auth';
import type { Db } from '../db/types';
import { verifyPassword } from './password-hash';
import { takeChallenge } from './passkeys/passkey-challenge';
import { verifyPasskeySignIn } from './passkeys/passkey-sign-in';
import type { RelyingParty } from './passkeys/relying-party';
import { noteConfirmed } from './recent-auth';
import { findStaff } from './staff-accounts';
import { appCodeOf } from './two-factor/totp';
import { verifySignInCode } from './two-factor/verify-sign-in-code';

/**
 * The one place a signed-in person's own password proves it is them: confirming before a change of
 * sign-in method, changing the password (the current one), turning off two-factor sign-in. A right
 * password is noted on the session as a fresh confirmation.
 */
export async function ownPasswordConfirms(db: Db, req: Request, staffId: number, password: string): Promise<boolean> {
  const person = findStaff(db, staffId);
  const matches = await verifyPassword(password, person?.passwordHash);
  if (matches) noteConfirmed(req);
  return matches;
}

type Confirmation =
  { kind: 'confirmed' } | { kind: 'refused'; field: 'password' | 'code' | 'response'; problem: string };

/** POST /api/account/confirm: the password, a code from the app (not a recovery code) or one of their passkeys. */
export async function confirmIdentity(
  db: Db,
  req: Request,
  rp: RelyingParty,
  staffId: number,
  proof: ConfirmIdentity,
): Promise<Confirmation> {
  if (proof.password !== undefined) {
    return (await ownPasswordConfirms(db, req, staffId, proof.password))
      ? { kind: 'confirmed' }
      : { kind: 'refused', field: 'password', problem: confirmPasswordWrong };
  }
  if (proof.code !== undefined) {
    const used = appCodeOf(proof.code) && (await verifySignInCode(db, staffId, proof.code));
    if (used !== 'app') return { kind: 'refused', field: 'code', problem: codeNotCorrect };
  } else {
    const challenge = takeChallenge(req, 'confirm');
    if (!challenge) return { kind: 'refused', field: 'response', problem: passkeyTryAgain };
    const outcome = await verifyPasskeySignIn(db, rp, {
      challenge: challenge.challenge,
      response: proof.response as AuthenticationResponseJSON,
      staffId,
    });
    if (outcome.kind === 'refused') return { kind: 'refused', field: 'response', problem: passkeyNotRecognised };
  }
  noteConfirmed(req);
  return { kind: 'confirmed' };
}
