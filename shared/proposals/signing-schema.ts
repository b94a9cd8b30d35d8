import * as z from 'zod/mini';
import { shownAs } from '../api/lean-schemas';
import { noteText, oneLine } from '../form-rules';
import { proposalLimits as limits, signerNameLabel } from './proposal';

/** A number or its digits; anything else (an object whose toString throws) is not. */
const digits = (pattern: RegExp) => (v: unknown) =>
  (typeof v === 'number' || typeof v === 'string') && pattern.test(String(v));

const ticked = (error: string) =>
  z.pipe(
    z.custom<unknown>((v) => v === true || v === 'on' || v === 'true', {
      error,
      ...shownAs({ type: ['boolean', 'string'], description: 'true, or "on" from a ticked checkbox' }),
    }),
    z.transform(() => true as const),
  );

/** POST /api/proposals/:token/accept, as JSON or a form post without JavaScript. */
export const acceptProposalSchema = /* @__PURE__ */ (() =>
  z.object({
    version: z.pipe(
      z.custom<unknown>(digits(/^\d{1,6}$/), {
        error: 'Reload the proposal and try again',
        ...shownAs({ type: ['integer', 'string'], description: 'The version shown, as a number or its digits' }),
      }),
      z.transform(Number),
    ),
    option: z.pipe(
      z.custom<unknown>(digits(/^[0-2]$/), {
        error: 'Choose the option you accept',
        ...shownAs({ type: ['integer', 'string'], description: 'The option accepted: 0, 1 or 2' }),
      }),
      z.transform(Number),
    ),
    fullName: z
      .string({ error: 'Type your full name to sign' })
      .check(
        z.trim(),
        z.minLength(2, { error: 'Type your full name to sign' }),
        z.maxLength(limits.signerName, { error: `${signerNameLabel} is at most ${limits.signerName} characters` }),
        oneLine(signerNameLabel),
      ),
    agreeTerms: ticked('Tick "I agree to the terms" to accept'),
    agreeElectronic: ticked('Tick "I agree to sign electronically" to sign online'),
    /** A drawn signature (JavaScript on) as SVG path data; the typed name is the signature without it. */
    signature: z.optional(
      z.string().check(
        z.maxLength(limits.signaturePath, { error: 'The drawn signature is too long; clear it and sign again' }),
        z.regex(/^[MLCQZmlcqz0-9.,\s-]*$/, {
          error: 'The drawn signature could not be read; clear it and sign again',
        }),
      ),
    ),
  }))();

/** POST /api/proposals/:token/decline: "Not now", with an optional reason. */
export const declineProposalSchema = /* @__PURE__ */ (() =>
  z.object({
    reason: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(limits.declineReason, { error: `The reason is at most ${limits.declineReason} characters` }),
          ...noteText('The reason'),
        ),
    ),
  }))();
