import { Router } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { teamApi } from '../../shared/api/team';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { findStaff, isActivePerson } from '../core/auth/staff-accounts';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { handOver, openWorkOf } from '../leads';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Before someone leaves (/api/team/people/:id/...): what they still have open, and one action that
 * hands it all to someone else (owners only).
 */
export function handoverRouter(db: Db): Router {
  const router = Router();

  serve(router, teamApi.openWork, (_req, res, { params: { id } }) => {
    if (!findStaff(db, id)) return sendError(res, 404, apiMessages.personNotFound);
    res.json(openWorkOf(db, id));
  });

  serve(
    router,
    teamApi.handover,
    records(db, 'work-handed-over', { type: 'person' }),
    (_req, res, { params: { id }, body: { to } }) => {
      if (!findStaff(db, id)) return sendError(res, 404, apiMessages.personNotFound);
      if (to === id || !isActivePerson(db, to)) return sendError(res, 400, 'Choose another active person on the team');
      const moved = handOver(db, id, to);
      res.locals.activity = {
        detail: `${count(moved.leads, 'lead')} and ${count(moved.consultations, 'consultation')} to ${findStaff(db, to)?.name ?? ''}`,
      } satisfies ActivityExtras;
      res.json({ success: true, ...moved });
    },
  );

  return router;
}
