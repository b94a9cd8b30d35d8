import { Router } from 'express';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { consultationsBetween } from './agenda';
import { feedScopeOf } from './calendar-feed-token';
import { staffFeed } from './consultation-ics';

const dayMs = 86_400_000;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * GET /api/calendar/:token.ics: the calendar feeds that calendar apps subscribe to, the company's
 * (everyone's visits) or a person's own (the visits they are the designer of, while they are active).
 * No session (calendar apps have none): the long random token is the secret, and "Make a new link"
 * revokes it.
 */
export function calendarFeedRouter(db: Db): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(req.params.file)?.[1];
    const scope = token ? feedScopeOf(db, token) : undefined;
    if (!scope) return sendError(res, 404, 'Calendar not found');
    const now = new Date();
    const events = consultationsBetween(
      db,
      new Date(now.getTime() - 30 * dayMs),
      new Date(now.getTime() + 365 * dayMs),
      scope.everyone ? undefined : scope.staffId,
    );
    res.set('Cache-Control', 'no-store');
    res.type('text/calendar; charset=utf-8');
    res.send(
      staffFeed(
        events.map(({ name, ...e }) => ({ ...e, firstName: firstName(name) })),
        now,
      ),
    );
  });
  return router;
}
