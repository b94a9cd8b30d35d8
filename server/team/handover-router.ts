import { Router } from 'express';
import { handoverSchema, type HandedOver } from '../../shared/admin-schema';
import { idSchema } from '../../shared/id-schema';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { findStaff, isActivePerson } from '../core/auth/staff-accounts';
import { requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { handOver, openWorkOf } from '../leads';

const personId = idSchema('Person');
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Before someone leaves (/api/team/people/:id/...): what they still have open, and one action that
 * hands it all to someone else (owners only).
 */
export function handoverRouter(db: Db): Router {
  const router = Router();
  const manage = requirePermission('team:manage');

  router.get('/:id/open-work', manage, (req, res) => {
    const id = personId.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    if (!findStaff(db, id.data)) return sendError(res, 404, 'Person not found');
    res.json(openWorkOf(db, id.data));
  });

  router.post('/:id/handover', manage, records(db, 'work-handed-over', { type: 'person' }), (req, res) => {
    const id = personId.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    const body = handoverSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    if (!findStaff(db, id.data)) return sendError(res, 404, 'Person not found');
    const { to } = body.data;
    if (to === id.data || !isActivePerson(db, to))
      return sendError(res, 400, 'Choose another active person on the team');
    const moved = handOver(db, id.data, to);
    res.locals.activity = {
      detail: `${count(moved.leads, 'lead')} and ${count(moved.consultations, 'consultation')} to ${findStaff(db, to)?.name ?? ''}`,
    } satisfies ActivityExtras;
    res.json({ success: true, ...moved } satisfies HandedOver);
  });

  return router;
}
