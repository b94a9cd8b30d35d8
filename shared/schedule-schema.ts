// zod/mini, its numbers written as api/lean-schemas.ts and lean-inputs.ts do: the Schedule's contract
// (shared/api/schedule.ts) carries these to the staff pages.
import * as z from 'zod/mini';
import { numberInput } from './api/lean-inputs';
import { numberValue } from './api/lean-schemas';
import { isCalendarDay } from './business-time';
import { serviceAreaTowns } from './service-area-towns';
import { staffRoles } from './team';

/**
 * The Schedule section's contract: a designer's weekly hours, days off and towns, as the dashboard
 * sends them and /api/schedule checks them. Clock times and days are Connecticut's.
 */

const wholeNumber = (label: string, min: number, max: number) =>
  numberInput(`${label} must be a number`, {
    whole: `${label} must be a whole number`,
    problems: (value) => [
      value < min && `${label} must be at least ${min}`,
      value > max && `${label} must be at most ${max}`,
    ],
  });

/** PUT /api/schedule/settings: the settings shared by every designer's calendar. */
export const scheduleSettingsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    visitMinutes: wholeNumber('Visit length', 30, 240),
    bufferMinutes: wholeNumber('Buffer between visits', 0, 180),
    minNoticeHours: wholeNumber('Minimum notice', 0, 336),
    daysAhead: wholeNumber('How far ahead', 1, 120),
  }))();

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` counts them. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const maxRangesPerDay = 3;
const maxTimeOffDays = 366;

/** One range of working hours on a weekday: "HH:MM" wall-clock times, start before end. */
const weeklyHoursRangeAnswer = /* @__PURE__ */ (() =>
  z.object({ weekday: numberValue(), start: z.string(), end: z.string() }))();
export type WeeklyHoursRange = z.infer<typeof weeklyHoursRangeAnswer>;

const clockTime = (what: 'start' | 'end') =>
  z
    .string({ error: `Enter the ${what} time` })
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `Enter the ${what} time` }));

const chooseWeekday = 'Choose a day of the week';

const weeklyHoursRangeSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      weekday: numberInput(chooseWeekday, {
        whole: chooseWeekday,
        problems: (value) => [value < 0 && chooseWeekday, value > 6 && chooseWeekday],
      }),
      start: clockTime('start'),
      end: clockTime('end'),
    })
    // "HH:MM" strings compare in clock order.
    .check(z.refine((range) => range.start < range.end, { error: 'Start must be before end', path: ['end'] })))();

/**
 * PUT /api/schedule/designers/:id/hours. An empty list means the business hours. Each issue's path
 * is ['hours', index, …], so a form can show it beside the day it is about.
 */
export const designerHoursSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    hours: z.array(weeklyHoursRangeSchema, { error: 'Send the weekly hours as a list' }).check(
      z.maxLength(7 * maxRangesPerDay, { error: `At most ${maxRangesPerDay} time ranges a day` }),
      // Each issue at its range's index, as superRefine would put it.
      z.check<WeeklyHoursRange[]>((payload) => {
        const hours = payload.value;
        const fault = (index: number, message: string) =>
          payload.issues.push({ code: 'custom', path: [index], message, input: hours, continue: true });
        for (let weekday = 0; weekday < 7; weekday++) {
          const day = weekdayNames[weekday];
          const ranges = hours
            .map((range, index) => ({ ...range, index }))
            .filter((range) => range.weekday === weekday)
            .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
          const third = ranges[maxRangesPerDay];
          if (third) fault(third.index, `At most ${maxRangesPerDay} time ranges on ${day}`);
          ranges.forEach((range, i) => {
            const before = ranges[i - 1];
            // Touching ranges (8–12 and 12–6) are fine; only a real overlap is refused.
            if (before && range.start < before.end) fault(range.index, `The times on ${day} overlap`);
          });
        }
      }),
    ),
  }))();

const dayKey = (what: string) =>
  z.string({ error: `Enter the ${what}` }).check(z.refine(isCalendarDay, { error: `Enter the ${what}` }));

/** How many days from `from` to `to`, both included. */
const daysIncluded = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

// Zod runs an object's refinements even when a field failed, so each one looks only at real days.
const bothDays = (range: { from: string; to: string }) => isCalendarDay(range.from) && isCalendarDay(range.to);

/** POST /api/schedule/designers/:id/time-off: an inclusive range of Connecticut days. */
export const timeOffSchema = /* @__PURE__ */ (() =>
  z.strictObject({ from: dayKey('first day off'), to: dayKey('last day off') }).check(
    z.refine((range) => !bothDays(range) || range.from <= range.to, {
      error: 'The last day off must be on or after the first',
      path: ['to'],
    }),
    z.refine(
      (range) => !bothDays(range) || range.from > range.to || daysIncluded(range.from, range.to) <= maxTimeOffDays,
      {
        error: `Days off can cover at most ${maxTimeOffDays} days at a time`,
        path: ['to'],
      },
    ),
  ))();

/** PUT /api/schedule/designers/:id/towns: none means every town (virtual visits need none). */
export const designerTownsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    towns: z
      .array(z.enum(serviceAreaTowns as [string, ...string[]], { error: 'Choose towns of the service area' }), {
        error: 'Send the towns as a list',
      })
      .check(
        z.maxLength(serviceAreaTowns.length, { error: 'Choose towns of the service area' }),
        z.overwrite((towns) => [...new Set(towns)].sort((a, b) => a.localeCompare(b))),
      ),
  }))();

/** One range of days off, as the Schedule section lists it. */
export const timeOffViewSchema = /* @__PURE__ */ (() =>
  z.object({ id: numberValue(), from: z.string(), to: z.string() }))();
export type TimeOffView = z.infer<typeof timeOffViewSchema>;

/** A person who takes visits, with their calendar (GET /api/schedule). */
export const scheduleDesignerSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    name: z.string(),
    role: z.enum(staffRoles),
    /** No weekly hours set: the business hours apply. */
    usesBusinessHours: z.boolean(),
    hours: z.array(weeklyHoursRangeAnswer),
    /** Earliest first. */
    timeOff: z.array(timeOffViewSchema),
    /** Empty: every town. */
    towns: z.array(z.string()),
  }))();
export type ScheduleDesigner = z.infer<typeof scheduleDesignerSchema>;

/** GET /api/schedule: everyone who takes visits (with `schedule:manage`), or only oneself. */
export const scheduleAnswerSchema = /* @__PURE__ */ (() =>
  z.object({
    settings: scheduleSettingsSchema,
    designers: z.array(scheduleDesignerSchema),
    /** With `schedule:manage`: the installers' hours and days off (their towns stay empty); else none. */
    installers: z.array(scheduleDesignerSchema),
    canManage: z.boolean(),
  }))();
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;
