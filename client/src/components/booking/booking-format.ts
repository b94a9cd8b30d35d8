import { business } from '../../../../shared/business';

/**
 * The booking page's dates and times, always in Connecticut time whatever the visitor's device is
 * set to. Intl only; formatters are made on first use (see shared/business-time.ts for why).
 */
const { timeZone } = business;

function onFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone }));
}

const weekdayDate = onFirstUse({ weekday: 'long', month: 'long', day: 'numeric' });
const weekdayDateYear = onFirstUse({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortWeekdayDate = onFirstUse({ weekday: 'short', month: 'short', day: 'numeric' });
const clock = onFirstUse({ hour: 'numeric', minute: '2-digit' });

/** ICU puts a narrow no-break space before AM/PM; a plain one reads the same and matches in tests. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A Connecticut day key ("2027-01-12") read at noon UTC, which is the same date in Connecticut. */
function noonOf(day: string): Date {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/** "Tuesday, January 12": a day of open times. */
export const formatSlotDay = (day: string) => weekdayDate().format(noonOf(day));

/** "9:00 AM": the Connecticut clock time of an instant. */
export const formatSlotTime = (instant: string) => plain(clock().format(new Date(instant)));

/** "Tue, Jan 12, 9:00 AM": a start offered on its own (the nearest open times). */
export const formatSlotDayTime = (instant: string) =>
  `${shortWeekdayDate().format(new Date(instant))}, ${formatSlotTime(instant)}`;

/** "Tuesday, January 12, 2027": the Connecticut date of the booked visit. */
export const formatVisitDay = (instant: string) => weekdayDateYear().format(new Date(instant));
