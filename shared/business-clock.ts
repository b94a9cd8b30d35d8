import { TZDate } from '@date-fns/tz';
import { business } from './business';
import type { DayKey } from './business-time';

/**
 * Wall-clock times in the business's time zone for booking consultations: a "HH:MM" start time
 * to an instant and back, the minute of the day, and the date-time the card and e-mails show.
 * Days and day arithmetic come from shared/business-time.ts and shared/business-calendar.ts.
 */

const { timeZone } = business;

/** Minutes since midnight in Connecticut, e.g. 420 at 7:00 am. */
export function businessMinuteOfDay(instant: Date): number {
  const t = new TZDate(instant.getTime(), timeZone);
  return t.getHours() * 60 + t.getMinutes();
}

/** The "HH:MM" Connecticut wall-clock time of an instant. */
export function businessTime(instant: Date): string {
  const minute = businessMinuteOfDay(instant);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The instant of a Connecticut wall-clock time ("YYYY-MM-DD", "HH:MM"). */
export function businessInstant(day: DayKey, time: string): Date {
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  const [hh = NaN, mm = NaN] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

const consultationFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. "Tue, Jan 12, 2027, 10:00 AM" in Connecticut time (narrow spaces made plain). */
export function formatBusinessDateTime(instant: Date): string {
  return consultationFormat.format(instant).replace(/\u202f/g, ' ');
}
