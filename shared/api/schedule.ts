import * as z from 'zod/mini';
import { idParams, idSchema } from '../id-schema';
import {
  designerHoursSchema,
  designerTownsSchema,
  scheduleAnswerSchema,
  scheduleDesignerSchema,
  scheduleSettingsSchema,
  timeOffSchema,
  timeOffViewSchema,
} from '../schedule-schema';
import { okAnswer } from './ok-answer';
import { route } from './route';

/** Yours with `schedule:own`; anyone's with `schedule:manage` too (anyone else's is a 404). */
const ownCalendar = { permission: 'schedule:own' } as const;

/** The Schedule: the booking settings every calendar shares, and each designer's hours, days off and towns. */
export const scheduleApi = /* @__PURE__ */ (() => {
  const designer = idParams('Person');
  const designerAnswer = z.object({ designer: scheduleDesignerSchema });
  return {
    read: route({
      method: 'GET',
      path: '/api/schedule',
      summary: 'The booking settings and the calendars you may see: everyone’s with schedule:manage, else yours',
      access: ownCalendar,
      answer: scheduleAnswerSchema,
    }),
    saveSettings: route({
      method: 'PUT',
      path: '/api/schedule/settings',
      summary: 'Save the booking settings every designer’s calendar shares',
      access: { permission: 'schedule:manage' },
      body: scheduleSettingsSchema,
      answer: z.object({ settings: scheduleSettingsSchema }),
    }),
    hours: route({
      method: 'PUT',
      path: '/api/schedule/designers/:id/hours',
      summary: 'Save a designer’s weekly hours (none: the business hours)',
      access: ownCalendar,
      params: designer,
      body: designerHoursSchema,
      answer: designerAnswer,
    }),
    addTimeOff: route({
      method: 'POST',
      path: '/api/schedule/designers/:id/time-off',
      summary: 'Add a range of days off to a designer’s calendar',
      access: ownCalendar,
      params: designer,
      body: timeOffSchema,
      status: 201,
      answer: z.object({ timeOff: timeOffViewSchema }),
    }),
    removeTimeOff: route({
      method: 'DELETE',
      path: '/api/schedule/designers/:id/time-off/:timeOffId',
      summary: 'Remove a range of days off',
      access: ownCalendar,
      // The day off's id is read by the handler: one that is not a number is "Day off not found".
      params: z.object({ id: idSchema('Person'), timeOffId: z.string() }),
      answer: okAnswer,
    }),
    towns: route({
      method: 'PUT',
      path: '/api/schedule/designers/:id/towns',
      summary: 'Save the towns a designer visits in person (none: every town)',
      access: ownCalendar,
      params: designer,
      body: designerTownsSchema,
      answer: designerAnswer,
    }),
  };
})();
