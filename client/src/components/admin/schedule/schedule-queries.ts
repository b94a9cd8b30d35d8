import { formatWallClock } from '../../../../../shared/business-time';
import { business } from '../../../../../shared/business';
import type { ScheduleDesigner } from '../../../../../shared/schedule-schema';
import { designerSchedulePath, schedulePath } from '../../../../../shared/staff-api-paths';

/** GET /api/schedule: the shared booking settings and the calendars the signed-in person may see. */
export const scheduleKey = [schedulePath] as const;

/** The API path of one person's calendar. */
export const calendarPath = (designer: Pick<ScheduleDesigner, 'id'>) => designerSchedulePath(designer.id);

/** "Monday to Saturday, 8:00 AM to 6:00 PM": the hours that apply to a designer who set none. */
export const businessHoursSummary = `${business.hours.days[0]} to ${business.hours.days.at(-1)}, ${formatWallClock(
  business.hours.opens,
)} to ${formatWallClock(business.hours.closes)}`;
