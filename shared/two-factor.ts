// zod/mini, as shared/team.ts: the dashboard calls its routes through these schemas.
import * as z from 'zod/mini';
import { numberValue } from './api/lean-schemas';
import { typedPassword } from './team';

/** Two-factor sign-in with an authenticator app (TOTP), its recovery codes, and the team's rule. */

/** How many recovery codes turning it on gives; each works once. */
export const recoveryCodeCount = 10;

/** How long the code step of a sign-in waits after the correct password. */
export const pendingSignInMinutes = 5;

export const codeNotCorrect = 'That code is not correct';
/** The code step's answer once its wait is over (or without a password step first). */
export const signInAgain = 'Sign in again';
/** Every staff route but Your account, while a required setup is not done. */
export const setUpTwoFactorFirst = 'Set up two-factor sign-in first';

/** POST /api/admin/login/code: a 6-digit code from the app, or a recovery code such as "abcd-efgh-ij". */
export const signInCodeSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    code: z
      .string({ error: 'Enter the code' })
      .check(z.trim(), z.minLength(1, { error: 'Enter the code' }), z.maxLength(40)),
  }))();
export type SignInCode = z.infer<typeof signInCodeSchema>;

/** POST /api/account/two-factor/confirm: the app's current code ("123456" or "123 456"). */
export const confirmTwoFactorSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    code: z
      .string({ error: 'Enter the 6-digit code from your app' })
      .check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, { error: 'Enter the 6-digit code from your app' })),
  }))();
export type ConfirmTwoFactor = z.infer<typeof confirmTwoFactorSchema>;

/** DELETE /api/account/two-factor: turning it off asks for the current password. */
export const turnOffTwoFactorSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    password: typedPassword('Enter your password'),
  }))();
export type TurnOffTwoFactor = z.infer<typeof turnOffTwoFactorSchema>;

/** GET /api/account/two-factor */
export const twoFactorStatusSchema = /* @__PURE__ */ (() =>
  z.object({
    enabled: z.boolean(),
    recoveryCodesLeft: numberValue(),
    /** The owner requires it for everyone: it cannot be turned off. */
    required: z.boolean(),
  }))();
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor/setup: what the app needs, as a QR code and as text. */
export const twoFactorSetupSchema = /* @__PURE__ */ (() =>
  z.object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as an SVG QR code. */
    qrSvg: z.string(),
  }))();
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/account/two-factor/confirm: shown once, never again. */
export const recoveryCodesSchema = /* @__PURE__ */ (() => z.object({ recoveryCodes: z.array(z.string()) }))();
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
