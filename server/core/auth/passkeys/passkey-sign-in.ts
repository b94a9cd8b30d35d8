import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/types';
import { findStaff, type StaffRow } from '../staff-accounts';
import { userHandleOf } from './add-passkey';
import { findPasskey, notePasskeyUse, passkeysOf } from './passkey-store';
import type { RelyingParty } from './relying-party';

/**
 * What the browser needs to sign in with a passkey. Without `staffId` any passkey of this site will
 * do (the browser offers the ones it holds: no e-mail needed); with it, only that person's (the
 * second step after their password).
 */
export function passkeySignInOptions(
  db: Db,
  rp: RelyingParty,
  staffId?: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: 120_000,
    allowCredentials:
      staffId === undefined
        ? []
        : passkeysOf(db, staffId).map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
  });
}

type PasskeySignInOutcome =
  | { kind: 'signed-in'; person: StaffRow }
  /** `person` when the passkey is known: the failure is recorded against them. */
  | { kind: 'refused'; person?: StaffRow; reason: string };

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Checks a passkey's signature over the challenge handed out, and whose it is. */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  { challenge, response, staffId }: { challenge: string; response: AuthenticationResponseJSON; staffId?: number },
): Promise<PasskeySignInOutcome> {
  const passkey = findPasskey(db, response.id);
  if (!passkey) return { kind: 'refused', reason: 'unknown passkey' };
  const person = findStaff(db, passkey.staffId);
  if (!person) return { kind: 'refused', reason: 'unknown passkey' };
  if (staffId !== undefined && staffId !== person.id)
    return { kind: 'refused', person, reason: 'another person’s passkey' };
  const handle = response.response.userHandle;
  if (handle && !sameBytes(Buffer.from(handle, 'base64url'), userHandleOf(person.id))) {
    return { kind: 'refused', person, reason: 'wrong user handle' };
  }
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return { kind: 'refused', person, reason: 'signature' };
    newCounter = verified.authenticationInfo.newCounter;
  } catch (err) {
    // The library throws on a wrong challenge, origin or counter; the reason goes to the record only.
    return {
      kind: 'refused',
      person,
      reason: err instanceof Error && /counter/i.test(err.message) ? 'counter' : 'check',
    };
  }
  if (person.status !== 'active') return { kind: 'refused', person, reason: 'disabled' };
  if (!notePasskeyUse(db, passkey.id, newCounter)) return { kind: 'refused', person, reason: 'counter' };
  return { kind: 'signed-in', person };
}
