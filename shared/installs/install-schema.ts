// zod/mini, its numbers written as api/lean-schemas.ts and lean-inputs.ts do: the staff pages parse
// the installs' answers with these (shared/api/installs.ts).
import * as z from 'zod/mini';
import { numberInput } from '../api/lean-inputs';
import { literalValue, numberValue } from '../api/lean-schemas';
import { isCalendarDay } from '../business-time';
import { designAnswerSchema } from '../design/design-answer-schema';
import { maxCrew, maxInstallDays, maxInstallHours } from './install-words';

/**
 * An installation's contract: the days (each a Connecticut date, a start time and a length in
 * hours) and the crew, as the office books them (PUT /api/contacts/:id/install) and the staff pages,
 * My day and the homeowner's page read them.
 */

const installDayInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    day: z
      .string({ error: 'Choose a date' })
      .check(z.refine((day) => isCalendarDay(day), { error: 'Choose a date (YYYY-MM-DD)' })),
    start: z
      .string({ error: 'Choose a start time' })
      .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a start time (HH:MM)' })),
    hours: numberInput('Hours must be a number', {
      problems: (value) => [
        value < 1 && 'A day is at least 1 hour',
        value > maxInstallHours && `A day is at most ${maxInstallHours} hours`,
        !Number.isInteger(value * 4) && 'Hours in quarters (7.5, 8.25…)',
      ],
    }),
  }))();
export type InstallDayInput = z.infer<typeof installDayInputSchema>;

/** PUT /api/contacts/:id/install: books the install, or moves it (the same route: days and crew replaced). */
export const bookInstallSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    days: z
      .array(installDayInputSchema, { error: 'Add the install days' })
      .check(
        z.minLength(1, { error: 'Add at least one day' }),
        z.maxLength(maxInstallDays, { error: `At most ${maxInstallDays} days` }),
      ),
    crew: z
      .array(
        numberInput('Choose an installer', {
          whole: 'Choose an installer',
          problems: (value) => [value < 1 && 'Choose an installer'],
        }),
        { error: 'Choose the crew' },
      )
      .check(
        z.minLength(1, { error: 'Choose at least one installer' }),
        z.maxLength(maxCrew, { error: `At most ${maxCrew} people` }),
      ),
    address: z
      .string({ error: 'Enter the address' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Enter the address' }),
        z.maxLength(200, { error: 'Use at most 200 characters' }),
      ),
    notes: z
      .string({ error: 'Notes must be text' })
      .check(z.trim(), z.maxLength(2000, { error: 'Use at most 2,000 characters' })),
  }))();
export type BookInstall = z.infer<typeof bookInstallSchema>;

const installDaySchema = /* @__PURE__ */ (() =>
  z.object({
    /** UTC ISO instants. */
    startsAt: z.string(),
    endsAt: z.string(),
  }))();
export type InstallDay = z.infer<typeof installDaySchema>;

const personSchema = /* @__PURE__ */ (() => z.object({ id: numberValue(), name: z.string() }))();

/** A job's install as the office sees it. */
const installSchema = /* @__PURE__ */ (() =>
  z.object({
    leadId: numberValue(),
    address: z.string(),
    notes: z.string(),
    sequence: numberValue(),
    cancelledAt: z.nullable(z.string()),
    days: z.array(installDaySchema),
    crew: z.array(personSchema),
  }))();
export type Install = z.infer<typeof installSchema>;

/** GET /api/contacts/:id/install: the job's install (null before one is booked) and what the form needs. */
export const jobInstallSchema = /* @__PURE__ */ (() =>
  z.object({
    install: z.nullable(installSchema),
    /** Who can be on a crew: active staff whose role installs. */
    installers: z.array(personSchema),
    /** The signed contract's completion date (a Connecticut day): a later install day warns. */
    completeOn: z.string(),
    /** The address of the work as the contract names it, for a new install. */
    workAddress: z.string(),
    /** Set when a day of the install is after the completion date: agree new dates in writing. */
    warning: z.nullable(z.string()),
  }))();
export type JobInstall = z.infer<typeof jobInstallSchema>;

/** DELETE /api/contacts/:id/install */
export const installCancelledSchema = /* @__PURE__ */ (() => z.object({ success: literalValue(true) }))();

/** GET /api/my-day/installs?day=: the signed-in person's install days on a Connecticut day. */
const crewDaySchema = /* @__PURE__ */ (() =>
  z.object({
    leadId: numberValue(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** 1-based, of `dayCount`. */
    dayNumber: numberValue(),
    dayCount: numberValue(),
    address: z.string(),
    notes: z.string(),
    /** The homeowner. */
    name: z.string(),
    phone: z.string(),
    crew: z.array(z.string()),
    /** The option the homeowner signed, with its design for the elevations. */
    optionName: z.string(),
    design: designAnswerSchema,
  }))();
export type CrewDay = z.infer<typeof crewDaySchema>;

export const myInstallsSchema = /* @__PURE__ */ (() =>
  z.object({ day: z.string(), installs: z.array(crewDaySchema) }))();
export type MyInstalls = z.infer<typeof myInstallsSchema>;

/** The homeowner's page: the install's days once booked (null: none, or cancelled). */
export const homeownerInstallSchema = /* @__PURE__ */ (() =>
  z.nullable(z.object({ days: z.array(installDaySchema) })))();
export type HomeownerInstall = z.infer<typeof homeownerInstallSchema>;
