import { Router } from 'express';
import { teamApi } from '../../shared/api/team';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { setTwoFactorRequired, twoFactorRequired } from '../core/auth/two-factor/two-factor-state';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';

/** The team's rules under /api/team/settings (owners): two-factor sign-in for everyone, or not. */
export function teamSettingsRouter(db: Db): Router {
  const router = Router();

  serve(router, teamApi.settings, (_req, res) => {
    res.json({ requireTwoFactor: twoFactorRequired(db) });
  });

  // Those without two-factor sign-in are asked to set it up at their next sign-in; sessions already open stay.
  serve(
    router,
    teamApi.saveSettings,
    records(db, 'two-factor-required-changed', { type: 'team' }),
    (_req, res, { body }) => {
      setTwoFactorRequired(db, body.requireTwoFactor);
      res.locals.activity = {
        detail: body.requireTwoFactor ? 'Required for everyone' : 'Optional',
      } satisfies ActivityExtras;
      res.json({ requireTwoFactor: body.requireTwoFactor });
    },
  );

  return router;
}
