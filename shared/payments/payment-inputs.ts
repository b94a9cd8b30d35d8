import * as z from 'zod/mini';
import { amountRule } from '../amount-rule';
import { numberInput } from '../api/lean-inputs';
import { dayOf, isCalendarDay } from '../business-time';
import { oneLine, requiredText } from '../form-rules';
import { formatDollars } from '../money';
import { recordedMethods } from './ledger-terms';
import { paymentStages } from './payment-schedule';

/** What the payments routes take: the homeowner's "Pay $X", and the office's records. zod/mini, marked pure. */

/** A Connecticut day not after today: when money changed hands. */
const pastDay = (what: string) =>
  z.string({ error: `Enter the ${what}` }).check(
    z.refine(isCalendarDay, { error: `Enter the ${what}`, abort: true }),
    z.refine((day) => day <= dayOf(new Date()), { error: `The ${what} cannot be in the future` }),
  );

/** POST /api/proposals/:token/payments: the schedule's payment to make ("Pay $X"), as JSON or a plain form post. */
export const payOnlineSchema = /* @__PURE__ */ (() =>
  z.object({ stage: z.enum(paymentStages, { error: 'Choose the payment to make' }) }))();

const checkNumberLabel = 'The check number';

/** The fields of a payment taken in person, but its method. */
const takenInPersonShape = () => ({
  amountCents: numberInput('Enter the amount', {
    whole: 'The amount is in whole cents',
    problems: (cents) => [
      cents <= 0 && 'The amount must be more than $0',
      cents > amountRule.maxCents && `The amount must be at most ${formatDollars(amountRule.maxCents)}`,
    ],
  }),
  receivedOn: pastDay('day it was received'),
  checkNumber: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(30, { error: `${checkNumberLabel} must be at most 30 characters` }),
        oneLine(checkNumberLabel),
      ),
  ),
});

/** A check comes with its number. */
const checkHasItsNumber = <T extends { method: string; checkNumber?: string }>() =>
  z.refine<T>((body) => body.method !== 'check' || Boolean(body.checkNumber), {
    error: 'Enter the check number',
    path: ['checkNumber'],
  });

/** POST /api/contacts/:id/payments: a check, cash or a bank transfer the office took. */
export const recordPaymentSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      method: z.enum(recordedMethods, { error: 'Choose check, cash or bank transfer' }),
      ...takenInPersonShape(),
      /** The schedule's payment it is for; the next one unpaid when left out. */
      stage: z.optional(z.enum(paymentStages, { error: 'Choose deposit, progress payment or balance' })),
    })
    .check(checkHasItsNumber()))();
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** What the crew takes on site at the end of the installation: a check or cash. */
export const crewMethods = ['check', 'cash'] as const satisfies readonly (typeof recordedMethods)[number][];

/** POST /api/contacts/:id/completion/balance-payment: the balance a crew member took on site. */
export const crewBalancePaymentSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      method: z.enum(crewMethods, { error: 'Choose check or cash' }),
      ...takenInPersonShape(),
    })
    .check(checkHasItsNumber()))();
export type CrewBalancePayment = z.infer<typeof crewBalancePaymentSchema>;

/** POST /api/contacts/:id/payments/:paymentId/void: a recorded payment entered by mistake. */
export const voidPaymentSchema = /* @__PURE__ */ (() => z.strictObject({ reason: requiredText('The reason', 300) }))();

/** POST /api/contacts/:id/refunds/:refundId/paid: the office paid a refund back (a check mailed, cash handed over). */
export const refundPaidSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    paidOn: pastDay('day it was paid'),
    note: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(200, { error: 'The note must be at most 200 characters' }), oneLine('The note')),
    ),
  }))();

/** POST /api/contacts/:id/payments/reminders: stop (or start again) the job's payment reminders. */
export const pauseRemindersSchema = /* @__PURE__ */ (() =>
  z.strictObject({ paused: z.boolean({ error: 'Say whether the reminders are paused' }) }))();

/**
 * POST /api/contacts/:id/payments/deposit-request: the homeowner asked in writing for the deposit
 * back (CGS 20-427(b)(8)), the day it arrived, and the office's word that no substantial work was done.
 */
export const depositRequestSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    receivedOn: pastDay('day the written request was received'),
    noSubstantialWork: z.boolean({ error: 'Say whether substantial work was done' }).check(
      z.refine((none) => none, {
        error: 'The deposit comes back on request only when no substantial work was done',
      }),
    ),
  }))();
export type DepositRequest = z.infer<typeof depositRequestSchema>;
