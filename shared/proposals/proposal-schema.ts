import * as z from 'zod/mini';
import { shownAs } from '../api/lean-schemas';
import { designSchema } from '../design/design-schema';
import { dayOf } from '../business-time';
import { noteText, oneLine } from '../form-rules';
import { draftFieldNames as names, proposalLimits as limits } from './proposal';
import { validUntilProblem } from './valid-until';
import type { PaymentShares } from '../payments/payment-schedule';
import { depositShareProblem, progressShareProblem, sharesTotalProblem } from '../payments/payment-shares';

/** A Connecticut day "YYYY-MM-DD" (the proposal's dates, a change order's). */
export const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: `${label} must be a date (YYYY-MM-DD)` }));

const wholeDollars = (label: string, min: number, max: number) =>
  z.custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max, {
    error: `${label} must be a whole number of dollars from ${min} to ${max}`,
    ...shownAs({ type: 'integer', minimum: min, maximum: max }),
  });

/** A share of the total in percent, checked by `problem` (its sentence, or null). */
const share = (problem: (value: unknown) => string | null, { min, max }: { min: number; max: number }) =>
  z.custom<number>((value) => problem(value) === null, {
    error: (issue) => problem(issue.input) ?? undefined,
    ...shownAs({ type: 'number', minimum: min, maximum: max }),
  });

/** A name typed in the editor (an option's, an added line's): trimmed, on one line, not empty. */
const nameField = (label: string, max: number, { missing, tooLong }: { missing: string; tooLong: string }) =>
  z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: tooLong }), oneLine(label));

const extraLineSchema = z.object({
  label: nameField(names.lineLabel, limits.lineLabel, {
    missing: 'Name each added line',
    tooLong: `A line's name is at most ${limits.lineLabel} characters`,
  }),
  // A one-line field in the editor, printed in the price table's row.
  note: z
    .string({ error: 'A note must be text' })
    .check(
      z.trim(),
      z.maxLength(limits.lineNote, { error: `A note is at most ${limits.lineNote} characters` }),
      oneLine(names.lineNote),
    ),
  amount: wholeDollars('An added line', -limits.lineAmount, limits.lineAmount),
});

/** One option as the editor edits it (a change order edits the signed one the same way). */
export const optionSchema = z.object({
  name: nameField(names.optionName, limits.optionName, {
    missing: 'Name each option',
    tooLong: `An option's name is at most ${limits.optionName} characters`,
  }),
  design: designSchema,
  extraLines: z
    .array(extraLineSchema, { error: 'Added lines must be a list' })
    .check(z.maxLength(limits.extraLines, { error: `An option has at most ${limits.extraLines} added lines` })),
});

/** PUT /api/contacts/:id/proposal: the editor's draft. Prices are the server's, never the browser's. */
export const proposalDraftSchema = /* @__PURE__ */ (() =>
  z
    .object({
      options: z
        .array(optionSchema, { error: 'Add at least one option' })
        .check(
          z.minLength(1, { error: 'Add at least one option' }),
          z.maxLength(limits.options, { error: `A proposal has at most ${limits.options} options` }),
        ),
      // Drafts saved before the field existed have none.
      workAddress: z._default(
        z.string({ error: 'The address of the work must be text' }).check(
          z.trim(),
          z.maxLength(limits.workAddress, {
            error: `The address of the work is at most ${limits.workAddress} characters`,
          }),
          oneLine(names.workAddress),
        ),
        '',
      ),
      noteToHomeowner: z
        .string({ error: 'The note must be text' })
        .check(
          z.trim(),
          z.maxLength(limits.note, { error: `The note is at most ${limits.note} characters` }),
          ...noteText(names.note),
        ),
      validUntil: day('Valid until'),
      // One-third exactly, or a percent with up to two decimals (shared/payments/payment-shares.ts).
      depositPercent: share(depositShareProblem, limits.depositPercent),
      // Drafts saved before the progress payment existed have none.
      progressPercent: z._default(share(progressShareProblem, limits.progressPercent), 0),
      startOn: day('Start date'),
      completeOn: day('Completion date'),
    })
    .check(
      z.refine((d) => sharesTotalProblem(d) === null, {
        error: (issue) => sharesTotalProblem(issue.input as PaymentShares) ?? undefined,
        path: ['progressPercent'],
      }),
      z.refine((d) => d.completeOn >= d.startOn, {
        error: 'The completion date cannot be before the start date',
        path: ['completeOn'],
      }),
      // Checked against the day it is saved; sending checks it again on its own day. A plain check,
      // not superRefine, which the public forms' zod chunk would carry for the staff pages (shared/api/lean-schemas.ts).
      z.check((payload) => {
        const problem = validUntilProblem(payload.value.validUntil, dayOf(new Date()));
        if (problem) {
          payload.issues.push({
            code: 'custom',
            message: problem,
            path: ['validUntil'],
            input: payload.value.validUntil,
          });
        }
      }),
    ))();
