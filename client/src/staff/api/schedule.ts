import { scheduleApi } from '../../../../shared/api/schedule';
import type { ScheduleSettings } from '../../../../shared/booking';
import type { ScheduleDesigner, TimeOffView, WeeklyHoursRange } from '../../../../shared/schedule-schema';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET /api/schedule: the shared booking settings and the calendars the signed-in person may see. */
export const scheduleQuery = apiQuery(scheduleApi.read);
export const scheduleKey = scheduleQuery.queryKey;

/** PUT /api/schedule/settings */
export const saveScheduleSettings = (settings: ScheduleSettings) =>
  callApi(scheduleApi.saveSettings, { body: settings });

type Designer = Pick<ScheduleDesigner, 'id'>;

/** PUT /api/schedule/designers/:id/hours: none means the business hours. */
export const saveHours = (designer: Designer, hours: WeeklyHoursRange[]) =>
  callApi(scheduleApi.hours, { params: { id: designer.id }, body: { hours } });

/** POST /api/schedule/designers/:id/time-off */
export const addTimeOff = (designer: Designer, range: { from: string; to: string }) =>
  callApi(scheduleApi.addTimeOff, { params: { id: designer.id }, body: range });

/** DELETE /api/schedule/designers/:id/time-off/:timeOffId */
export const removeTimeOff = (designer: Designer, timeOff: Pick<TimeOffView, 'id'>) =>
  callApi(scheduleApi.removeTimeOff, { params: { id: designer.id, timeOffId: timeOff.id } });

/** PUT /api/schedule/designers/:id/towns: none means every town. */
export const saveTowns = (designer: Designer, towns: string[]) =>
  callApi(scheduleApi.towns, { params: { id: designer.id }, body: { towns } });
