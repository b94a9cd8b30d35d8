import { business } from './business';

/**
 * Connecticut time, the one home for it: the business day, week and wall-clock time of an instant,
 * calendar arithmetic on days, the instant of a wall-clock time, and the dates and times shown to
 * staff and customers. Instants are stored in UTC; everything shown or grouped by day comes from
 * here, so the lead card, the charts, the CSV, the bookings and the e-mails agree. Intl only, no date
 * library, so public pages (the footer's year, the policy's date) can use it without weight.
 */

/** A calendar day in the business's time zone, "2026-11-22". */
export type DayKey = string;

const { timeZone } = business;

/**
 * Formatters are made on first use: the browser's first Intl.DateTimeFormat loads its locale and
 * time-zone data, about 200 ms of one task on a throttled phone, which a page that never formats a
 * date should not pay while it hydrates.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const numeric = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
);

function partsOf(instant: Date | string | number) {
  const parts = new Map(
    numeric()
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The business day an instant falls on. */
export const dayOf = (instant: Date | string): DayKey => partsOf(instant).day;

// The footer's year, on every page, lives in its own module so the shell carries none of the above.
export { yearOf } from './business-year';

/** The "HH:MM" Connecticut wall-clock time of an instant. */
export const businessTime = (instant: Date | string): string => partsOf(instant).time;

/** Minutes since midnight in Connecticut, e.g. 420 at 7:00 am. */
export function businessMinuteOfDay(instant: Date | string): number {
  const [hh = NaN, mm = NaN] = businessTime(instant).split(':').map(Number);
  return hh * 60 + mm;
}

/** "2026-11-22 20:00": a day and 24-hour clock time that spreadsheets read as a date. */
export function formatSpreadsheetTime(instant: Date | string): string {
  const { day, time } = partsOf(instant);
  return `${day} ${time}`;
}

// Calendar arithmetic: a day key is a date on the calendar, so counting days on it in UTC never
// meets a clock change; a 23-hour or 25-hour day (the DST changes) is still one day.
const minute = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day key read as midnight UTC, plus `plusDays` calendar days. */
function utcMidnight(day: DayKey, plusDays = 0): Date {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + plusDays));
}
const keyOf = (d: Date): DayKey => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The calendar day `days` after (or before, when negative) `day`. */
export const addDays = (day: DayKey, days: number): DayKey => keyOf(utcMidnight(day, days));

/** How many calendar days from `from` to `to` (negative when `to` comes first). */
export const daysBetweenDays = (from: DayKey, to: DayKey): number =>
  Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / 86_400_000);

/** A real calendar day written "YYYY-MM-DD" (not 2026-02-30): what a form's day field must be. */
export const isCalendarDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && keyOf(utcMidnight(day)) === day;

/** The day of the week of a calendar day: 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: DayKey): number => utcMidnight(day).getUTCDay();

/** The Monday that starts the week of `day`. */
export const weekStartOf = (day: DayKey): DayKey => addDays(day, -((weekdayOf(day) + 6) % 7));

/** How far Connecticut's clock is ahead of UTC at an instant, in ms (negative: -5 h in winter). */
function zoneOffset(instant: number): number {
  const wholeMinute = Math.floor(instant / minute) * minute;
  const { day, time } = partsOf(wholeMinute);
  const [hh = NaN, mm = NaN] = time.split(':').map(Number);
  return utcMidnight(day).getTime() + (hh * 60 + mm) * minute - wholeMinute;
}

/**
 * The instant of a Connecticut wall-clock time ("YYYY-MM-DD", "HH:MM"). The zone's offset is read
 * at a first guess and again at the instant found, as it may differ on the days the clocks change.
 */
export function businessInstant(day: DayKey, time: string): Date {
  const [hh = NaN, mm = NaN] = time.split(':').map(Number);
  const wall = utcMidnight(day).getTime() + (hh * 60 + mm) * minute;
  return new Date(wall - zoneOffset(wall - zoneOffset(wall)));
}

/** The instants of a day: from its first moment up to, not including, the next day's. */
export function dayRange(day: DayKey): { start: Date; end: Date } {
  return { start: businessInstant(day, '00:00'), end: businessInstant(addDays(day, 1), '00:00') };
}

/** The last `days` days up to and including the day of `now`, as days and as instants [start, end). */
export function lastDays(days: number, now: Date) {
  const to = dayOf(now);
  const from = addDays(to, 1 - days);
  return { from, to, start: dayRange(from).start, end: dayRange(to).end };
}

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('en-US', { ...options, timeZone }));
const dayFormats = {
  long: dayFormat({ dateStyle: 'long' }),
  medium: dayFormat({ dateStyle: 'medium' }),
  monthDay: dayFormat({ month: 'short', day: 'numeric' }),
  weekday: dayFormat({ weekday: 'long', month: 'long', day: 'numeric' }),
  weekdayYear: dayFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  shortWeekday: dayFormat({ weekday: 'short', month: 'short', day: 'numeric' }),
};
type DayStyle = keyof typeof dayFormats;

/**
 * The business day of an instant: "November 22, 2026" (long), "Nov 22, 2026" (medium), "Nov 22"
 * (monthDay), "Sunday, November 22" (weekday), "Sunday, November 22, 2026" (weekdayYear) or
 * "Sun, Nov 22" (shortWeekday).
 */
export const formatDay = (instant: Date | string, style: DayStyle = 'medium') =>
  dayFormats[style]().format(new Date(instant));

/** A day key as formatDay shows an instant of that day: "Nov 16", "Nov 16, 2026". */
export const formatDayKey = (day: DayKey, style: DayStyle = 'medium') => formatDay(dayRange(day).start, style);

/** ICU puts a narrow no-break space before AM/PM; a plain space reads the same in e-mails and tests. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const dateTimeFormat = (timeZoneName?: 'short') =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName,
  });
const dateTime = onFirstUse(() => dateTimeFormat());
const dateTimeWithZone = onFirstUse(() => dateTimeFormat('short'));

/**
 * "Tue, Jan 12, 2027, 10:00 AM": the one date-time format, in Connecticut time, for staff (lead
 * cards, history, agenda) and the e-mails.
 */
export const formatDateTime = (instant: Date | string) => plainSpaces(dateTime().format(new Date(instant)));

const clock = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }));

/** "9:00 AM": the Connecticut clock time of an instant. */
export const formatClockTime = (instant: Date | string) => plainSpaces(clock().format(new Date(instant)));

/** "8:00 AM" for "08:00": a Connecticut wall-clock time as people read it (hours of a schedule). */
export function formatWallClock(time: string): string {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return `${hh % 12 || 12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

/**
 * "Sun, Nov 1, 2026, 1:30 AM EDT": formatDateTime with the zone named, for records that must say
 * which 1:30 AM they mean (the signatures on a contract).
 */
export const formatDateTimeWithZone = (instant: Date | string) =>
  plainSpaces(dateTimeWithZone().format(new Date(instant)));
