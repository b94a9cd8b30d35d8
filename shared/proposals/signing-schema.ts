// zod/mini, with the zod types the public forms already load (see lean-inputs.ts): the proposal
// page checks the signing and "Not now" with these before sending them.
import * as z from 'zod/mini';
import { rewritten } from '../api/lean-inputs';
import { shownAs } from '../api/lean-schemas';
import { noteText } from '../form-rules';
import { tickedBox, typedFullName } from '../contracts/signature-fields';
import { proposalLimits as limits, signerNameLabel } from './proposal';

/** A number or its digits; anything else (an object whose toString throws) is not. */
const digits = (pattern: RegExp) => (v: unknown) =>
  (typeof v === 'number' || typeof v === 'string') && pattern.test(String(v));

/** A number or its digits, read as a number; anything else is refused before it is read. */
const digitsAsNumber = (pattern: RegExp, error: string, description: string) =>
  rewritten(
    z.custom<unknown>(digits(pattern), { error, ...shownAs({ type: ['integer', 'string'], description }) }),
    Number,
  );

/** POST /api/proposals/:token/accept, as JSON or a form post without JavaScript. */
export const acceptProposalSchema = /* @__PURE__ */ (() =>
  z.object({
    version: digitsAsNumber(
      /^\d{1,6}$/,
      'Reload the proposal and try again',
      'The version shown, as a number or its digits',
    ),
    option: digitsAsNumber(/^[0-2]$/, 'Choose the option you accept', 'The option accepted: 0, 1 or 2'),
    fullName: typedFullName('Type your full name to sign', signerNameLabel, limits.signerName),
    agreeTerms: tickedBox('Tick "I agree to the terms" to accept'),
    agreeElectronic: tickedBox('Tick "I agree to sign electronically" to sign online'),
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

export type AcceptProposal = z.output<typeof acceptProposalSchema>;
export type AcceptProposalInput = z.input<typeof acceptProposalSchema>;

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
export type DeclineProposal = z.output<typeof declineProposalSchema>;
export type DeclineProposalInput = z.input<typeof declineProposalSchema>;
