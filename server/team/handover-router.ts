import { Router } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { handoverSchema, type HandedOver } from '../../shared/admin-schema';
import { idParams } from '../../shared/id-schema';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { findStaff, isActivePerson } from '../core/auth/staff-accounts';
import { requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { validated } from '../core/http/validated';
import { handOver, openWorkOf } from '../leads';

const personParams = idParams('Person');
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Before someone leaves (/api/team/people/:id/...): what they still have open, and one action that
 * hands it all to someone else (owners only).
 */
export function handoverRouter(db: Db): Router {
  const router = Router();
  const manage = requirePermission('team:manage');

  router.get(
    '/:id/open-work',
    manage,
    validated({ params: personParams }, (_req, res, { params: { id } }) => {
      if (!findStaff(db, id)) return sendError(res, 404, apiMessages.personNotFound);
      res.json(openWorkOf(db, id));
    }),
  );

  router.post(
    '/:id/handover',
    manage,
    records(db, 'work-handed-over', { type: 'person' }),
    validated({ params: personParams, body: handoverSchema }, (_req, res, { params: { id }, body: { to } }) => {
      if (!findStaff(db, id)) return sendError(res, 404, apiMessages.personNotFound);
      if (to === id || !isActivePerson(db, to)) return sendError(res, 400, 'Choose another active person on the team');
      const moved = handOver(db, id, to);
      res.locals.activity = {
        detail: `${count(moved.leads, 'lead')} and ${count(moved.consultations, 'consultation')} to ${findStaff(db, to)?.name ?? ''}`,
      } satisfies ActivityExtras;
      res.json({ success: true, ...moved } satisfies HandedOver);
    }),
  );

  return router;
}
