import { business } from '../../../../../shared/business';
import type { ScheduleDesigner } from '../../../../../shared/schedule-schema';

/** GET /api/schedule: the shared booking settings and the calendars the signed-in person may see. */
export const scheduleKey = ['/api/schedule'] as const;

/** The API path of one person's calendar. */
export const calendarPath = (designer: Pick<ScheduleDesigner, 'id'>) => `/api/schedule/designers/${designer.id}`;

/** "08:00" → "8:00 AM", "13:30" → "1:30 PM". */
export function formatClock(time: string): string {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const suffix = hh < 12 ? 'AM' : 'PM';
  return `${hh % 12 || 12}:${String(mm).padStart(2, '0')} ${suffix}`;
}

/** "Monday to Saturday, 8:00 AM to 6:00 PM": the hours that apply to a designer who set none. */
export const businessHoursSummary = `${business.hours.days[0]} to ${business.hours.days.at(-1)}, ${formatClock(
  business.hours.opens,
)} to ${formatClock(business.hours.closes)}`;
