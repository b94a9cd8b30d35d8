import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { maxPasskeysPerPerson } from '../../../../shared/passkeys';
import { staffPasskeys } from '../schema';
import type { Db } from '../../db/types';
import { passkeyCount, passkeysOf } from './passkey-store';
import type { RelyingParty } from './relying-party';

/** The WebAuthn user handle of a person: their staff number, which says nothing about them. */
export const userHandleOf = (staffId: number): Uint8Array<ArrayBuffer> => new TextEncoder().encode(`staff-${staffId}`);

/** What the browser needs to create a passkey: discoverable (no e-mail needed to sign in), none of theirs twice. */
export function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  person: { id: number; email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(person.id),
    userName: person.email,
    userDisplayName: person.name,
    attestationType: 'none',
    timeout: 120_000,
    excludeCredentials: passkeysOf(db, person.id).map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

type AddPasskeyOutcome = { kind: 'added'; id: string; name: string } | { kind: 'refused'; problem: string };

/** Checks the browser's new passkey against the challenge handed out, and keeps it. */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  {
    staffId,
    challenge,
    response,
    name,
  }: { staffId: number; challenge: string; response: RegistrationResponseJSON; name: string },
): Promise<AddPasskeyOutcome> {
  if (passkeyCount(db, staffId) >= maxPasskeysPerPerson) {
    return { kind: 'refused', problem: `You can keep up to ${maxPasskeysPerPerson} passkeys` };
  }
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { kind: 'refused', problem: 'The passkey could not be checked. Please try again.' };
  }
  if (!verified.verified) return { kind: 'refused', problem: 'The passkey could not be checked. Please try again.' };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const { changes } = db
    .insert(staffPasskeys)
    .values({
      id: credential.id,
      staffId,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name,
    })
    .onConflictDoNothing()
    .run();
  if (changes !== 1) return { kind: 'refused', problem: 'This passkey is already added' };
  return { kind: 'added', id: credential.id, name };
}
