import type { ScheduleAnswer, ScheduleDesigner } from '../../../../../shared/schedule-schema';
import { designerSchedulePath, schedulePath } from '../../../../../shared/staff-api-paths';
import { getJson } from '../../../lib/api-request';

/** GET /api/schedule: the shared booking settings and the calendars the signed-in person may see. */
export const scheduleKey = [schedulePath] as const;
export const scheduleQuery = { queryKey: scheduleKey, queryFn: () => getJson<ScheduleAnswer>(schedulePath) };

/** The API path of one person's calendar. */
export const calendarPath = (designer: Pick<ScheduleDesigner, 'id'>) => designerSchedulePath(designer.id);
