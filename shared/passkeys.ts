import { z } from 'zod';
import type { AdminSession } from './team';
import { isSingleLine, singleLineMessage } from './single-line-text';

/** Passkeys (WebAuthn): a sign-in of their own, or the second step after the password. */

/** How many passkeys one person may keep. */
export const maxPasskeysPerPerson = 10;

export const passkeyNotRecognised = 'That passkey is not recognised';
/** The ceremony's challenge is missing, used or too old: the browser asks again. */
export const passkeyTryAgain = 'That took too long. Please try again.';

/** A base64url string as WebAuthn's JSON encodings carry it (ids, client data, signatures). */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Not base64url' });

/** The extensions' outputs: an object (the browser's typed interface), not looked into. */
const extensionResults = () =>
  z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: 'Not an object' });

/** What every answer from the browser names: the credential, twice, and its type. */
const credentialFields = () => ({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
});

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
const registrationResponse = /* @__PURE__ */ (() =>
  z.object({
    ...credentialFields(),
    response: z.object({
      clientDataJSON: base64url(8000).min(1),
      attestationObject: base64url(40_000).min(1),
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResults().default({}),
  }))();

/** The browser's answer to navigator.credentials.get(). */
const authenticationResponse = /* @__PURE__ */ (() =>
  z.object({
    ...credentialFields(),
    response: z.object({
      clientDataJSON: base64url(8000).min(1),
      authenticatorData: base64url(8000).min(1),
      signature: base64url(2000).min(1),
      userHandle: base64url(200).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResults().default({}),
  }))();

/** POST /api/account/passkeys: the new passkey, and a name for it (the browser's, if none). */
export const addPasskeySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    response: registrationResponse,
    name: z
      .string()
      .trim()
      .max(60)
      .refine(isSingleLine, { error: singleLineMessage("The passkey's name") })
      .optional(),
  }))();
export type AddPasskey = z.infer<typeof addPasskeySchema>;

/** POST /api/admin/login/passkey */
export const passkeySignInSchema = /* @__PURE__ */ (() => z.strictObject({ response: authenticationResponse }))();
export type PasskeySignIn = z.infer<typeof passkeySignInSchema>;

/** One of your passkeys, as GET /api/account/passkeys lists them (oldest first). */
export interface PasskeyInfo {
  id: string;
  name: string;
  /** UTC ISO instants; shown in Connecticut time. */
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced to other devices (iCloud Keychain, Google Password Manager, 1Password…). */
  synced: boolean;
}

/** GET /api/account/passkeys */
export interface PasskeyList {
  passkeys: PasskeyInfo[];
  /** The owner requires two-factor sign-in and this is your only factor: it cannot be removed. */
  lastRequiredFactor: boolean;
}

/**
 * What POST /api/admin/login answers: a session, or the second step. `twoFactor: 'code'` asks for
 * the app's code (with `passkey: true` a passkey may be used instead); `'passkey'` asks for a passkey.
 */
export type PasswordSignInAnswer =
  | AdminSession
  | { authenticated: false; twoFactor: 'code'; passkey?: true }
  | { authenticated: false; twoFactor: 'passkey' };
