import { Router, type RequestHandler } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { scheduleSettingsSchema } from '../../shared/schedule-schema';
import { idSchema } from '../../shared/id-schema';
import {
  designerHoursSchema,
  designerTownsSchema,
  timeOffSchema,
  type ScheduleAnswer,
  type ScheduleDesigner,
} from '../../shared/schedule-schema';
import { records } from '../core/activity/activity-log';
import { personScopeOf, requireOwnOrAny, requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { validated } from '../core/http/validated';
import {
  addTimeOff,
  designerSchedules,
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
 * After the guard (yours, or everyone's with `schedule:manage`): someone who takes no visits is a
 * 404 "Person not found" too.
 */
function requireVisitTaker(db: Db): RequestHandler {
  return (req, res, next) => {
    const id = personId.safeParse(req.params.id);
    if (!id.success || !visitTakers(db).some((taker) => taker.id === id.data)) {
      return sendError(res, 404, apiMessages.personNotFound);
    }
    res.locals.personId = id.data;
    next();
  };
}

/** The Schedule section's API under /api/schedule: the shared booking settings and each designer's calendar. */
export function scheduleRouter(db: Db): Router {
  const router = Router();
  const manage = requirePermission('schedule:manage');
  const ownOrAny = requireOwnOrAny('schedule:own', 'schedule:manage', apiMessages.personNotFound);
  const visitTaker = requireVisitTaker(db);
  const calendarOf = (id: number): ScheduleDesigner | undefined =>
    designerSchedules(db).find((designer) => designer.id === id);

  router.get('/', requirePermission('schedule:own'), (req, res) => {
    const scope = personScopeOf(req, 'schedule:manage');
    const designers = designerSchedules(db).filter((d) => scope === undefined || d.id === scope);
    res.json({
      settings: loadScheduleSettings(db),
      designers,
      canManage: scope === undefined,
    } satisfies ScheduleAnswer);
  });

  router.put(
    '/settings',
    manage,
    records(db, 'schedule-settings-changed', { type: 'schedule' }),
    validated({ body: scheduleSettingsSchema }, (_req, res, { body }) => {
      saveScheduleSettings(db, body);
      res.json({ settings: body });
    }),
  );

  router.put(
    '/designers/:id/hours',
    ownOrAny,
    visitTaker,
    records(db, 'designer-hours-changed', { type: 'person' }),
    validated({ body: designerHoursSchema }, (_req, res, { body }) => {
      const id = res.locals.personId as number;
      setDesignerHours(db, id, body.hours);
      res.json({ designer: calendarOf(id) });
    }),
  );

  router.post(
    '/designers/:id/time-off',
    ownOrAny,
    visitTaker,
    records(db, 'time-off-added', { type: 'person' }),
    validated({ body: timeOffSchema }, (_req, res, { body }) => {
      const timeOff = addTimeOff(db, res.locals.personId as number, body.from, body.to);
      res.status(201).json({ timeOff });
    }),
  );

  router.delete(
    '/designers/:id/time-off/:timeOffId',
    ownOrAny,
    visitTaker,
    records(db, 'time-off-removed', { type: 'person' }),
    (req, res) => {
      const id = timeOffId.safeParse(req.params.timeOffId);
      if (!id.success || !removeTimeOff(db, res.locals.personId as number, id.data)) {
        return sendError(res, 404, 'Day off not found');
      }
      res.json({ success: true });
    },
  );

  router.put(
    '/designers/:id/towns',
    ownOrAny,
    visitTaker,
    records(db, 'designer-towns-changed', { type: 'person' }),
    validated({ body: designerTownsSchema }, (_req, res, { body }) => {
      const id = res.locals.personId as number;
      setDesignerTowns(db, id, body.towns);
      res.json({ designer: calendarOf(id) });
    }),
  );

  return router;
}
