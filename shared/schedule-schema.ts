import { z } from 'zod';
import type { ScheduleSettings } from './booking';
import { serviceAreaTowns } from './service-area-towns';
import type { StaffRole } from './team';

/**
 * The Schedule section's contract: a designer's weekly hours, days off and towns, as the dashboard
 * sends them and /api/schedule checks them. Clock times and days are Connecticut's.
 */

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

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
export interface WeeklyHoursRange {
  weekday: number;
  start: string;
  end: string;
}

const clockTime = (what: 'start' | 'end') =>
  z.string({ error: `Enter the ${what} time` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `Enter the ${what} time` });

const weeklyHoursRangeSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      weekday: z
        .number({ error: 'Choose a day of the week' })
        .int({ error: 'Choose a day of the week' })
        .min(0, { error: 'Choose a day of the week' })
        .max(6, { error: 'Choose a day of the week' }),
      start: clockTime('start'),
      end: clockTime('end'),
    })
    // "HH:MM" strings compare in clock order.
    .refine((range) => range.start < range.end, { error: 'Start must be before end', path: ['end'] }))();

/**
 * PUT /api/schedule/designers/:id/hours. An empty list means the business hours. Each issue's path
 * is ['hours', index, …], so a form can show it beside the day it is about.
 */
export const designerHoursSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    hours: z
      .array(weeklyHoursRangeSchema, { error: 'Send the weekly hours as a list' })
      .max(7 * maxRangesPerDay, { error: `At most ${maxRangesPerDay} time ranges a day` })
      .superRefine((hours, ctx) => {
        for (let weekday = 0; weekday < 7; weekday++) {
          const day = weekdayNames[weekday];
          const ranges = hours
            .map((range, index) => ({ ...range, index }))
            .filter((range) => range.weekday === weekday)
            .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
          const third = ranges[maxRangesPerDay];
          if (third) {
            ctx.addIssue({
              code: 'custom',
              path: [third.index],
              message: `At most ${maxRangesPerDay} time ranges on ${day}`,
            });
          }
          ranges.forEach((range, i) => {
            const before = ranges[i - 1];
            // Touching ranges (8–12 and 12–6) are fine; only a real overlap is refused.
            if (before && range.start < before.end) {
              ctx.addIssue({ code: 'custom', path: [range.index], message: `The times on ${day} overlap` });
            }
          });
        }
      }),
  }))();

/** A real calendar day written "YYYY-MM-DD". */
const isCalendarDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};
const dayKey = (what: string) =>
  z.string({ error: `Enter the ${what}` }).refine(isCalendarDay, { error: `Enter the ${what}` });

/** How many days from `from` to `to`, both included. */
const daysIncluded = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

// Zod runs an object's refinements even when a field failed, so each one looks only at real days.
const bothDays = (range: { from: string; to: string }) => isCalendarDay(range.from) && isCalendarDay(range.to);

/** POST /api/schedule/designers/:id/time-off: an inclusive range of Connecticut days. */
export const timeOffSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({ from: dayKey('first day off'), to: dayKey('last day off') })
    .refine((range) => !bothDays(range) || range.from <= range.to, {
      error: 'The last day off must be on or after the first',
      path: ['to'],
    })
    .refine(
      (range) => !bothDays(range) || range.from > range.to || daysIncluded(range.from, range.to) <= maxTimeOffDays,
      {
        error: `Days off can cover at most ${maxTimeOffDays} days at a time`,
        path: ['to'],
      },
    ))();

/** PUT /api/schedule/designers/:id/towns: none means every town (virtual visits need none). */
export const designerTownsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    towns: z
      .array(z.enum(serviceAreaTowns as [string, ...string[]], { error: 'Choose towns of the service area' }), {
        error: 'Send the towns as a list',
      })
      .max(serviceAreaTowns.length, { error: 'Choose towns of the service area' })
      .transform((towns) => [...new Set(towns)].sort((a, b) => a.localeCompare(b))),
  }))();

/** One range of days off, as the Schedule section lists it. */
export interface TimeOffView {
  id: number;
  from: string;
  to: string;
}

/** A person who takes visits, with their calendar (GET /api/schedule). */
export interface ScheduleDesigner {
  id: number;
  name: string;
  role: StaffRole;
  /** No weekly hours set: the business hours apply. */
  usesBusinessHours: boolean;
  hours: WeeklyHoursRange[];
  /** Earliest first. */
  timeOff: TimeOffView[];
  /** Empty: every town. */
  towns: string[];
}

/** GET /api/schedule: everyone who takes visits (with `schedule:manage`), or only oneself. */
export interface ScheduleAnswer {
  settings: ScheduleSettings;
  designers: ScheduleDesigner[];
  canManage: boolean;
}
