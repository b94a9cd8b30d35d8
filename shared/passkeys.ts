// zod/mini, as shared/team.ts: the dashboard calls its routes through these schemas.
import * as z from 'zod/mini';
import { adminSessionSchema } from './team';
import { isSingleLine, singleLineMessage } from './single-line-text';
import { literalValue, numberValue, oneOf } from './api/lean-schemas';

/** Passkeys (WebAuthn): a sign-in of their own, or the second step after the password. */

/** How many passkeys one person may keep. */
export const maxPasskeysPerPerson = 10;

export const passkeyNotRecognised = 'That passkey is not recognised';
/** The ceremony's challenge is missing, used or too old: the browser asks again. */
export const passkeyTryAgain = 'That took too long. Please try again.';

/** A base64url string as WebAuthn's JSON encodings carry it (ids, client data, signatures). */
const base64url = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9_-]*$/, { error: 'Not base64url' }));
/** …and not empty. */
const someBase64url = (max: number) => base64url(max).check(z.minLength(1));

/** The extensions' outputs: an object (the browser's typed interface), not looked into. */
const extensionResults = () =>
  z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: 'Not an object' });

/** What every answer from the browser names: the credential, twice, and its type. */
const credentialFields = () => ({
  id: someBase64url(1400),
  rawId: someBase64url(1400),
  type: z.enum(['public-key']),
});

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
const registrationResponse = /* @__PURE__ */ (() =>
  z.object({
    ...credentialFields(),
    response: z.object({
      clientDataJSON: someBase64url(8000),
      attestationObject: someBase64url(40_000),
      transports: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
    }),
    authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
    clientExtensionResults: z._default(extensionResults(), {}),
  }))();

/** The browser's answer to navigator.credentials.get(). */
const authenticationResponse = /* @__PURE__ */ (() =>
  z.object({
    ...credentialFields(),
    response: z.object({
      clientDataJSON: someBase64url(8000),
      authenticatorData: someBase64url(8000),
      signature: someBase64url(2000),
      userHandle: z.optional(base64url(200)),
    }),
    authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
    clientExtensionResults: z._default(extensionResults(), {}),
  }))();

/** POST /api/account/passkeys: the new passkey, and a name for it (the browser's, if none). */
export const addPasskeySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    response: registrationResponse,
    name: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(60), z.refine(isSingleLine, { error: singleLineMessage("The passkey's name") })),
    ),
  }))();
export type AddPasskey = z.infer<typeof addPasskeySchema>;

/** POST /api/admin/login/passkey */
export const passkeySignInSchema = /* @__PURE__ */ (() => z.strictObject({ response: authenticationResponse }))();
export type PasskeySignIn = z.infer<typeof passkeySignInSchema>;

/** One of your passkeys, as GET /api/account/passkeys lists them (oldest first). */
const passkeyInfoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** UTC ISO instants; shown in Connecticut time. */
    createdAt: z.string(),
    lastUsedAt: z.nullable(z.string()),
    /** Synced to other devices (iCloud Keychain, Google Password Manager, 1Password…). */
    synced: z.boolean(),
  }))();
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

/** GET /api/account/passkeys */
export const passkeyListSchema = /* @__PURE__ */ (() =>
  z.object({
    passkeys: z.array(passkeyInfoSchema),
    /** The owner requires two-factor sign-in and this is your only factor: it cannot be removed. */
    lastRequiredFactor: z.boolean(),
  }))();
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** POST /api/account/passkeys: the passkey kept, and the name it got. */
export const passkeyAddedSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), id: z.string(), name: z.string() }))();

/**
 * What POST /api/admin/login answers: a session, or the second step. `twoFactor: 'code'` asks for
 * the app's code (with `passkey: true` a passkey may be used instead); `'passkey'` asks for a passkey.
 */
export const passwordSignInAnswerSchema = /* @__PURE__ */ (() =>
  oneOf([
    z.object({
      authenticated: literalValue(false),
      twoFactor: z.enum(['code']),
      passkey: z.optional(literalValue(true)),
    }),
    z.object({ authenticated: literalValue(false), twoFactor: z.enum(['passkey']) }),
    adminSessionSchema,
  ]))();
export type PasswordSignInAnswer = z.infer<typeof passwordSignInAnswerSchema>;

/*
 * The ceremonies' options as the server hands them to the browser (WebAuthn's JSON encodings, as
 * @simplewebauthn/browser's start…() read them). Only what a JSON answer can carry is named.
 */
const userVerification = () => z.enum(['discouraged', 'preferred', 'required']);
const hints = () => z.array(z.enum(['hybrid', 'security-key', 'client-device']));
const credentialDescriptors = () =>
  z.array(z.object({ id: z.string(), type: z.string(), transports: z.optional(z.array(z.string())) }));
const extensionInputs = () =>
  z.object({
    appid: z.optional(z.string()),
    credProps: z.optional(z.boolean()),
    hmacCreateSecret: z.optional(z.boolean()),
    minPinLength: z.optional(z.boolean()),
  });

/** POST /api/admin/login/passkey/options and /api/account/confirm/passkey-options: a challenge to sign. */
export const passkeyRequestOptionsSchema = /* @__PURE__ */ (() =>
  z.object({
    challenge: z.string(),
    timeout: z.optional(numberValue()),
    rpId: z.optional(z.string()),
    allowCredentials: z.optional(credentialDescriptors()),
    userVerification: z.optional(userVerification()),
    hints: z.optional(hints()),
    extensions: z.optional(extensionInputs()),
  }))();

/** POST /api/account/passkeys/options: what the browser needs to create a passkey. */
export const passkeyCreationOptionsSchema = /* @__PURE__ */ (() =>
  z.object({
    rp: z.object({ id: z.optional(z.string()), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: numberValue(), type: z.enum(['public-key']) })),
    timeout: z.optional(numberValue()),
    excludeCredentials: z.optional(credentialDescriptors()),
    authenticatorSelection: z.optional(
      z.object({
        authenticatorAttachment: z.optional(z.enum(['cross-platform', 'platform'])),
        requireResidentKey: z.optional(z.boolean()),
        residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
        userVerification: z.optional(userVerification()),
      }),
    ),
    hints: z.optional(hints()),
    attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
    attestationFormats: z.optional(
      z.array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none'])),
    ),
    extensions: z.optional(extensionInputs()),
  }))();
