import { Router } from 'express';
import { dayOf } from '../../shared/business-time';
import { myDayQuerySchema } from '../../shared/my-day';
import { requirePermission, staffCan } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { isStaffMember, readMyDay } from './my-day';

/**
 * "My day" under /api/my-day: the signed-in person's visits on a Connecticut day (today unless
 * `day` says otherwise). With `calendar:everyone`, `designerId` opens anyone's day; without it,
 * anyone else's is a 404, the same answer as for nobody.
 */
export function myDayRouter(db: Db, { now = () => new Date() }: { now?: () => Date } = {}): Router {
  const router = Router();

  router.get('/', requirePermission('leads:read'), (req, res) => {
    const query = myDayQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const self = req.staff!.id;
    const everyone = staffCan(req, 'calendar:everyone');
    const { day = dayOf(now()), designerId = self } = query.data;
    if (designerId !== self && (!everyone || !isStaffMember(db, designerId))) {
      return sendError(res, 404, 'Person not found');
    }
    res.json(readMyDay(db, { day, designerId, withPeople: everyone }));
  });

  return router;
}
