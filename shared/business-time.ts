import { TZDate } from '@date-fns/tz';
import { business } from './business';

/**
 * Days, weeks and clock times in the business's time zone. Instants are stored in UTC; every day
 * or week shown to people or used to group figures comes from here, so the lead card, the charts,
 * the CSV and the e-mails agree. Calendar arithmetic goes through TZDate, so a 23-hour or 25-hour
 * day (the DST changes) is still one day.
 */

/** A calendar day in the business's time zone, "2026-11-22". */
export type DayKey = string;

const { timeZone } = business;
const inZone = (instant: Date | string) => new TZDate(new Date(instant).getTime(), timeZone);
const pad = (n: number) => String(n).padStart(2, '0');
const keyOf = (d: TZDate): DayKey => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Midnight at the start of `day` plus `plusDays` calendar days, in the zone. */
function midnight(day: DayKey, plusDays = 0): TZDate {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date + plusDays, timeZone);
}

/** The business day an instant falls on. */
export const dayOf = (instant: Date | string): DayKey => keyOf(inZone(instant));

/** The calendar day `days` after (or before, when negative) `day`. */
export const addDays = (day: DayKey, days: number): DayKey => keyOf(midnight(day, days));

/** The Monday that starts the week of `day`. */
export function weekStartOf(day: DayKey): DayKey {
  const sinceMonday = (midnight(day).getDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** The instants of a day: from its first moment up to, not including, the next day's. */
export function dayRange(day: DayKey): { start: Date; end: Date } {
  return { start: new Date(midnight(day).getTime()), end: new Date(midnight(day, 1).getTime()) };
}

/** The last `days` days up to and including the day of `now`, as days and as instants [start, end). */
export function lastDays(days: number, now: Date) {
  const to = dayOf(now);
  const from = addDays(to, 1 - days);
  return { from, to, start: dayRange(from).start, end: dayRange(to).end };
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const dayFormats = {
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }),
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
  monthDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }),
};
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone });
// ICU puts a narrow no-break space before AM/PM; a plain space reads the same in e-mails and tests.
const plainSpaces = (s: string) => s.replace(/\u202f/g, ' ');

/** "November 22, 2026" (long), "Nov 22, 2026" (medium) or "Nov 22" (monthDay): the business day of an instant. */
export const formatDay = (instant: Date | string, style: keyof typeof dayFormats = 'medium') =>
  dayFormats[style].format(new Date(instant));

/** The same for a day key. */
export const formatDayKey = (day: DayKey, style: keyof typeof dayFormats = 'medium') =>
  formatDay(dayRange(day).start, style);

/** "Nov 22, 2026, 8:00 PM ET": for staff, with the zone said. */
export const formatDateTime = (instant: Date | string) => `${plainSpaces(dateTime.format(new Date(instant)))} ET`;

/** "2026-11-22 20:00": a day and 24-hour clock time that spreadsheets read as a date. */
export function formatSpreadsheetTime(instant: Date | string): string {
  const d = inZone(instant);
  return `${keyOf(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The business's calendar year at an instant (the footer's copyright year). */
export const yearOf = (instant: Date) => Number(year.format(instant));
