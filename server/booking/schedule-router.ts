import { Router, type Request, type RequestHandler } from 'express';
import { scheduleSettingsSchema } from '../../shared/schedule-schema';
import { idSchema } from '../../shared/id-schema';
import {
  designerHoursSchema,
  designerTownsSchema,
  timeOffSchema,
  type ScheduleAnswer,
  type ScheduleDesigner,
} from '../../shared/schedule-schema';
import { setUpTwoFactorFirst } from '../../shared/two-factor';
import { records } from '../core/activity/activity-log';
import { requirePermission, staffCan } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError, sendValidationError } from '../core/http/http-errors';
import {
  addTimeOff,
  designerSchedules,
  loadScheduleSettings,
  removeTimeOff,
  saveScheduleSettings,
  setDesignerHours,
  setDesignerTowns,
  visitTakers,
} from './schedule-store';

const personId = idSchema('Person');
const timeOffId = idSchema('Day off');
const personNotFound = 'Person not found';

/**
 * Whose calendar a request reaches: everyone's with `schedule:manage`, a designer's own without it.
 * Until a required two-factor setup is done, none (only Your account opens).
 */
function scopeOf(req: Request): 'everyone' | number | 'none' {
  if (!req.staff || req.twoFactorSetupRequired) return 'none';
  if (staffCan(req, 'schedule:manage')) return 'everyone';
  return req.staff.role === 'designer' ? req.staff.id : 'none';
}

/**
 * The guard of a route on one person's calendar (`:id`), after `requirePermission('account:own')`:
 * someone else's, or someone who takes no visits, is a 404 "Person not found" (the answer does not
 * say whether they exist).
 */
function requireCalendarInScope(db: Db): RequestHandler {
  return (req, res, next) => {
    if (req.twoFactorSetupRequired) return sendError(res, 403, setUpTwoFactorFirst);
    const id = personId.safeParse(req.params.id);
    if (!id.success) return sendError(res, 404, personNotFound);
    const scope = scopeOf(req);
    const reachable = scope === 'everyone' || scope === id.data;
    if (!reachable || !visitTakers(db).some((taker) => taker.id === id.data)) {
      return sendError(res, 404, personNotFound);
    }
    res.locals.personId = id.data;
    next();
  };
}

/** The Schedule section's API under /api/schedule: the shared booking settings and each designer's calendar. */
export function scheduleRouter(db: Db): Router {
  const router = Router();
  const signedIn = requirePermission('account:own');
  const manage = requirePermission('schedule:manage');
  const inScope = requireCalendarInScope(db);
  const calendarOf = (id: number): ScheduleDesigner | undefined =>
    designerSchedules(db).find((designer) => designer.id === id);

  router.get('/', signedIn, (req, res) => {
    if (req.twoFactorSetupRequired) return sendError(res, 403, setUpTwoFactorFirst);
    const scope = scopeOf(req);
    const designers = designerSchedules(db).filter((d) => scope === 'everyone' || d.id === scope);
    res.json({
      settings: loadScheduleSettings(db),
      designers,
      canManage: scope === 'everyone',
    } satisfies ScheduleAnswer);
  });

  router.put('/settings', manage, records(db, 'schedule-settings-changed', { type: 'schedule' }), (req, res) => {
    const body = scheduleSettingsSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    saveScheduleSettings(db, body.data);
    res.json({ settings: body.data });
  });

  router.put(
    '/designers/:id/hours',
    signedIn,
    inScope,
    records(db, 'designer-hours-changed', { type: 'person' }),
    (req, res) => {
      const body = designerHoursSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const id = res.locals.personId as number;
      setDesignerHours(db, id, body.data.hours);
      res.json({ designer: calendarOf(id) });
    },
  );

  router.post(
    '/designers/:id/time-off',
    signedIn,
    inScope,
    records(db, 'time-off-added', { type: 'person' }),
    (req, res) => {
      const body = timeOffSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const timeOff = addTimeOff(db, res.locals.personId as number, body.data.from, body.data.to);
      res.status(201).json({ timeOff });
    },
  );

  router.delete(
    '/designers/:id/time-off/:timeOffId',
    signedIn,
    inScope,
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
    signedIn,
    inScope,
    records(db, 'designer-towns-changed', { type: 'person' }),
    (req, res) => {
      const body = designerTownsSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const id = res.locals.personId as number;
      setDesignerTowns(db, id, body.data.towns);
      res.json({ designer: calendarOf(id) });
    },
  );

  return router;
}
