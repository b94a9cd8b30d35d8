import { TZDate } from '@date-fns/tz';

/**
 * Connecticut time for the lead pipeline (server and dashboard), in one place until the shared
 * business-time helper lands: instants are stored in UTC and converted here at the edges.
 */
export const businessZone = 'America/New_York';

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The "YYYY-MM-DD" day an instant falls on in Connecticut. */
export function businessDay(instant: Date): string {
  return dayParts.format(instant);
}

/** Minutes since midnight in Connecticut, e.g. 420 at 7:00 am. */
export function businessMinuteOfDay(instant: Date): number {
  const t = new TZDate(instant.getTime(), businessZone);
  return t.getHours() * 60 + t.getMinutes();
}

/** The "HH:MM" Connecticut wall-clock time of an instant. */
export function businessTime(instant: Date): string {
  const minute = businessMinuteOfDay(instant);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The instant of a Connecticut wall-clock time ("YYYY-MM-DD", "HH:MM"). */
export function businessInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, businessZone).getTime());
}

/** A "YYYY-MM-DD" day plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const t = new Date(`${day}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

const consultationFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. "Tue, Jan 12, 2027, 10:00 AM" in Connecticut time. */
export function formatBusinessDateTime(instant: Date): string {
  return consultationFormat.format(instant);
}
