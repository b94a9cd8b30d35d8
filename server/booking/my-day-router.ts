import { Router } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { myDayApi } from '../../shared/api/my-day';
import { dayOf } from '../../shared/business-time';
import { personScopeOf } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { isStaffMember, readMyDay } from './my-day';

/**
 * "My day" under /api/my-day: the signed-in person's visits on a Connecticut day (today unless
 * `day` says otherwise). With `calendar:everyone`, `designerId` opens anyone's day; without it,
 * anyone else's is a 404, the same answer as for nobody.
 */
export function myDayRouter(db: Db, { now = () => new Date() }: { now?: () => Date } = {}): Router {
  const router = Router();

  serve(router, myDayApi.read, (req, res, { query }) => {
    const scope = personScopeOf(req, 'calendar:everyone');
    const { day = dayOf(now()), designerId = req.staff!.id } = query;
    const reachable = scope === undefined ? isStaffMember(db, designerId) : designerId === scope;
    if (!reachable) return sendError(res, 404, apiMessages.personNotFound);
    res.json(readMyDay(db, { day, designerId, withPeople: scope === undefined }));
  });

  return router;
}
