// zod/mini, as shared/team.ts: the dashboard calls its routes through these schemas.
import * as z from 'zod/mini';
import { passkeySignInSchema } from './passkeys';

/**
 * Confirming it is you (OWASP ASVS 7.5.1): a password, passkey or app code within the last few
 * minutes before adding or removing a passkey, or setting up or turning off two-factor sign-in.
 */

/** How long a sign-in or a confirmation counts as recent. */
export const recentAuthMinutes = 5;

/** The machine-readable `code` of the 403 that asks for a confirmation first (the client opens its dialog). */
export const confirmIdentityCode = 'confirm-identity';
export const confirmIdentityMessage = 'Please confirm it’s you first: enter your password, or use a passkey or a code.';

/** The 403 a change of sign-in method gets without a recent confirmation. */
export interface ConfirmIdentityRefusal {
  success: false;
  error: string;
  code: typeof confirmIdentityCode;
  /** Besides the password, what this person can confirm with. */
  passkey: boolean;
  appCode: boolean;
}

export const isConfirmIdentityRefusal = (body: unknown): body is ConfirmIdentityRefusal =>
  typeof body === 'object' && body !== null && (body as { code?: unknown }).code === confirmIdentityCode;

const confirmWith = 'Enter your password or a code, or use a passkey';

/** POST /api/account/confirm: the password, a 6-digit code from the app, or a passkey's answer. */
export const confirmIdentitySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      password: z.optional(z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(1024))),
      code: z.optional(
        z.string().check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, { error: 'Enter the 6-digit code from your app' })),
      ),
      response: z.optional(passkeySignInSchema.shape.response),
    })
    .check(
      z.refine((v) => [v.password, v.code, v.response].filter((x) => x !== undefined).length === 1, {
        error: confirmWith,
      }),
    ))();
export type ConfirmIdentity = z.infer<typeof confirmIdentitySchema>;
export type ConfirmIdentityInput = z.input<typeof confirmIdentitySchema>;

/** The answers of POST /api/account/confirm when the proof is wrong. */
export const confirmPasswordWrong = 'Your password is not correct';
