// zod/mini, every schema marked pure: the homeowner's page checks its sign-off with these.
import * as z from 'zod/mini';
import { numberInput } from '../api/lean-inputs';
import { isCalendarDay } from '../business-time';
import { requiredText } from '../form-rules';
import { optionalBox, tickedBox, typedFullName } from '../contracts/signature-fields';
import { formatDollars } from '../money';
import { amountRule } from '../amount-rule';

/** What the completion routes take (server/completion): staff's records and the homeowner's answers. */

export const completionLimits = { what: 200, signerName: 120 } as const;

/** What is not right, in a line ("Drawer front on the left tower is chipped"). */
const whatField = () => requiredText('What is not right', completionLimits.what);

/** POST /api/contacts/:id/completion/punch-list: an item, and the Connecticut day it will be fixed by. */
export const addPunchItemSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    what: whatField(),
    fixBy: z
      .string({ error: 'Enter the day it will be fixed' })
      .check(z.refine(isCalendarDay, { error: 'Enter the day it will be fixed' })),
  }))();
export type AddPunchItem = z.output<typeof addPunchItemSchema>;

/** PUT /api/contacts/:id/completion/hold-back: the amount of the balance held back while the punch list is open. */
export const holdBackSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    amountCents: numberInput('Enter the amount to hold back', {
      whole: 'The amount is in whole cents',
      problems: (cents) => [
        cents < 0 && 'The amount cannot be negative',
        cents > amountRule.maxCents && `The amount must be at most ${formatDollars(amountRule.maxCents)}`,
      ],
    }),
  }))();
export type HoldBack = z.output<typeof holdBackSchema>;

export const signOffLabels = {
  statement: 'Everything is installed as agreed',
  fullName: 'Your full name',
  agree: 'I agree to sign electronically',
  photosConsent: 'You may show photos of my finished space in your online gallery (never my name or address)',
} as const;

/** POST /api/proposals/:token/sign-off, as JSON or a form post without JavaScript. */
export const signOffSchema = /* @__PURE__ */ (() =>
  z.object({
    fullName: typedFullName('Type your full name to sign off', signOffLabels.fullName, completionLimits.signerName),
    agree: tickedBox('Tick "I agree to sign electronically" to sign off'),
    /** Optional, unticked at first: whether the finished photos may go on the public gallery. */
    photosConsent: optionalBox('Tick the box about the gallery, or leave it empty'),
  }))();
export type SignOff = z.output<typeof signOffSchema>;
export type SignOffInput = z.input<typeof signOffSchema>;

/** POST /api/proposals/:token/punch-list: what the homeowner says is not right. */
export const reportProblemSchema = /* @__PURE__ */ (() => z.object({ what: whatField() }))();
export type ReportProblem = z.output<typeof reportProblemSchema>;
export type ReportProblemInput = z.input<typeof reportProblemSchema>;
