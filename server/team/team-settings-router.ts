import { Router } from 'express';
import { teamSettingsSchema, type TeamSettings } from '../../shared/two-factor';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { requirePermission } from '../core/auth/staff-guard';
import { setTwoFactorRequired, twoFactorRequired } from '../core/auth/two-factor/two-factor-state';
import type { Db } from '../core/db/types';
import { validated } from '../core/http/validated';

/** The team's rules under /api/team/settings (owners): two-factor sign-in for everyone, or not. */
export function teamSettingsRouter(db: Db): Router {
  const router = Router();
  const manage = requirePermission('team:manage');

  router.get('/', manage, (_req, res) => {
    res.json({ requireTwoFactor: twoFactorRequired(db) } satisfies TeamSettings);
  });

  // Those without two-factor sign-in are asked to set it up at their next sign-in; sessions already open stay.
  router.put(
    '/',
    manage,
    records(db, 'two-factor-required-changed', { type: 'team' }),
    validated({ body: teamSettingsSchema }, (_req, res, { body }) => {
      setTwoFactorRequired(db, body.requireTwoFactor);
      res.locals.activity = {
        detail: body.requireTwoFactor ? 'Required for everyone' : 'Optional',
      } satisfies ActivityExtras;
      res.json({ requireTwoFactor: body.requireTwoFactor } satisfies TeamSettings);
    }),
  );

  return router;
}
