import { business } from './business';

/**
 * Reading an instant in the business's time zone: its day, year and the dates and times shown to
 * staff and customers. Instants are stored in UTC; everything shown or grouped by day comes from
 * here or from shared/business-calendar.ts, so the lead card, the charts, the CSV and the e-mails
 * agree. Intl only, so public pages can use it without a date library.
 */

/** A calendar day in the business's time zone, "2026-11-22". */
export type DayKey = string;

const { timeZone } = business;
const numeric = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone,
});

function partsOf(instant: Date | string) {
  const parts = new Map(numeric.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The business day an instant falls on. */
export const dayOf = (instant: Date | string): DayKey => partsOf(instant).day;

/** The business's calendar year at an instant (the footer's copyright year). */
export const yearOf = (instant: Date | string) => Number(dayOf(instant).slice(0, 4));

/** "2026-11-22 20:00": a day and 24-hour clock time that spreadsheets read as a date. */
export function formatSpreadsheetTime(instant: Date | string): string {
  const { day, time } = partsOf(instant);
  return `${day} ${time}`;
}

const dayFormats = {
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }),
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
  monthDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }),
};
export type DayStyle = keyof typeof dayFormats;

/** "November 22, 2026" (long), "Nov 22, 2026" (medium) or "Nov 22" (monthDay): the business day of an instant. */
export const formatDay = (instant: Date | string, style: DayStyle = 'medium') =>
  dayFormats[style].format(new Date(instant));

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
// ICU puts a narrow no-break space before AM/PM; a plain space reads the same in e-mails and tests.
const plainSpaces = (s: string) => s.replace(/\u202f/g, ' ');

/** "Nov 22, 2026, 8:00 PM ET": for staff, with the zone said. */
export const formatDateTime = (instant: Date | string) => `${plainSpaces(dateTime.format(new Date(instant)))} ET`;
