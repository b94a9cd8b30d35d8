import { TZDate } from '@date-fns/tz';
import { business } from './business';
import { dayOf, formatDay, type DayKey, type DayStyle } from './business-time';

/**
 * Calendar arithmetic on business days (shared/business-time.ts): day ranges, Monday weeks and
 * series of days. Through TZDate, so a 23-hour or 25-hour day (the DST changes) is still one day.
 */

const { timeZone } = business;
const pad = (n: number) => String(n).padStart(2, '0');

/** Midnight at the start of `day` plus `plusDays` calendar days, in the zone. */
function midnight(day: DayKey, plusDays = 0): TZDate {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date + plusDays, timeZone);
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: DayKey, days: number): DayKey {
  const d = midnight(day, days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

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

/** A day key as formatDay shows an instant of that day: "Nov 16", "Nov 16, 2026". */
export const formatDayKey = (day: DayKey, style: DayStyle = 'medium') => formatDay(dayRange(day).start, style);
