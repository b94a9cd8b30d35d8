import { Router, type RequestHandler } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { scheduleApi } from '../../shared/api/schedule';
import { idSchema } from '../../shared/id-schema';
import type { ScheduleDesigner } from '../../shared/schedule-schema';
import { records } from '../core/activity/activity-log';
import { personScopeOf, requireOwnOrAny } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import {
  addTimeOff,
  designerSchedules,
  installerSchedules,
  loadScheduleSettings,
  removeTimeOff,
  saveScheduleSettings,
  setDesignerHours,
  setDesignerTowns,
} from './schedule-store';
import { visitTakers } from '../pipeline';

const personId = idSchema('Person');
const timeOffId = idSchema('Day off');

/**
 * After the guard (yours, or everyone's with `schedule:manage`): someone `people` does not list is a
 * 404 "Person not found" too.
 */
function requireOneOf(people: () => { id: number }[]): RequestHandler {
  return (req, res, next) => {
    const id = personId.safeParse(req.params.id);
    if (!id.success || !people().some((person) => person.id === id.data)) {
      return sendError(res, 404, apiMessages.personNotFound);
    }
    next();
  };
}

/** The Schedule section's API under /api/schedule: the shared booking settings and each designer's calendar. */
export function scheduleRouter(db: Db): Router {
  const router = Router();
  const ownOrAny = requireOwnOrAny('schedule:manage', apiMessages.personNotFound);
  // Towns are a visit taker's; hours and days off, an installer's too.
  const visitTaker = requireOneOf(() => visitTakers(db));
  const scheduled = requireOneOf(() => [...visitTakers(db), ...installerSchedules(db)]);
  // Someone requireOneOf let through, so always there.
  const calendarOf = (id: number): ScheduleDesigner =>
    [...designerSchedules(db), ...installerSchedules(db)].find((person) => person.id === id)!;

  serve(router, scheduleApi.read, (req, res) => {
    const scope = personScopeOf(req, 'schedule:manage');
    const designers = designerSchedules(db).filter((d) => scope === undefined || d.id === scope);
    const installers = scope === undefined ? installerSchedules(db) : [];
    res.json({ settings: loadScheduleSettings(db), designers, installers, canManage: scope === undefined });
  });

  serve(
    router,
    scheduleApi.saveSettings,
    records(db, 'schedule-settings-changed', { type: 'schedule' }),
    (_req, res, { body }) => {
      saveScheduleSettings(db, body);
      res.json({ settings: body });
    },
  );

  serve(
    router,
    scheduleApi.hours,
    ownOrAny,
    scheduled,
    records(db, 'designer-hours-changed', { type: 'person' }),
    (_req, res, { params: { id }, body }) => {
      setDesignerHours(db, id, body.hours);
      res.json({ designer: calendarOf(id) });
    },
  );

  serve(
    router,
    scheduleApi.addTimeOff,
    ownOrAny,
    scheduled,
    records(db, 'time-off-added', { type: 'person' }),
    (_req, res, { params: { id }, body }) => {
      const timeOff = addTimeOff(db, id, body.from, body.to);
      res.status(201).json({ timeOff });
    },
  );

  serve(
    router,
    scheduleApi.removeTimeOff,
    ownOrAny,
    scheduled,
    records(db, 'time-off-removed', { type: 'person' }),
    (_req, res, { params }) => {
      const dayOff = timeOffId.safeParse(params.timeOffId);
      if (!dayOff.success || !removeTimeOff(db, params.id, dayOff.data)) {
        return sendError(res, 404, 'Day off not found');
      }
      res.json({ success: true });
    },
  );

  serve(
    router,
    scheduleApi.towns,
    ownOrAny,
    visitTaker,
    records(db, 'designer-towns-changed', { type: 'person' }),
    (_req, res, { params: { id }, body }) => {
      setDesignerTowns(db, id, body.towns);
      res.json({ designer: calendarOf(id) });
    },
  );

  return router;
}
