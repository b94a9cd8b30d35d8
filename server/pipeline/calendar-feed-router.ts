import { Router } from 'express';
import { calendarFeedApi } from '../../shared/api/calendar-feed';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { consultationsBetween } from './agenda';
import { currentFeedLink, feedScopeOf, newFeedLink } from './calendar-feed-token';
import { staffFeed, type InstallFeedEvent } from './consultation-ics';
import { installDaysBetween, type InstallFeedDay } from '../installs/install-facts';
import { leads } from '../leads';
import { inArray } from 'drizzle-orm';
import type { PipelineRouteOptions } from './pipeline-router';
import { firstNameOf } from '../core/first-name';

const dayMs = 86_400_000;

/** Install days with the homeowner's first name and phone. */
function withHomeowners(db: Db, days: InstallFeedDay[]): InstallFeedEvent[] {
  const ids = [...new Set(days.map((d) => d.leadId))];
  const people = new Map(
    (ids.length === 0
      ? []
      : db
          .select({ id: leads.id, name: leads.name, phone: leads.phone })
          .from(leads)
          .where(inArray(leads.id, ids))
          .all()
    ).map((p) => [p.id, p]),
  );
  return days.flatMap((d) => {
    const p = people.get(d.leadId);
    return p ? [{ ...d, firstName: firstNameOf(p.name), phone: p.phone }] : [];
  });
}

/**
 * GET /api/calendar/:token.ics: the calendar feeds that calendar apps subscribe to, the company's
 * (everyone's visits) or a person's own (the visits they are the designer of, while they are active).
 * No session (calendar apps have none): the long random token is the secret, and "Make a new link"
 * revokes it.
 */
export function calendarFeedRouter(db: Db): Router {
  const router = Router();
  serve(router, calendarFeedApi.feed, (_req, res, { params }) => {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(params.file)?.[1];
    const scope = token ? feedScopeOf(db, token) : undefined;
    if (!scope) return sendError(res, 404, 'Calendar not found');
    const now = new Date();
    const [from, to] = [new Date(now.getTime() - 30 * dayMs), new Date(now.getTime() + 365 * dayMs)];
    const person = scope.everyone ? undefined : scope.staffId;
    const events = consultationsBetween(db, from, to, person);
    const installDays = withHomeowners(db, installDaysBetween(db, from, to, person));
    res.set('Cache-Control', 'no-store');
    res.type('text/calendar; charset=utf-8');
    res.send(
      staffFeed(
        events.map(({ name, ...e }) => ({ ...e, firstName: firstNameOf(name) })),
        now,
        installDays,
      ),
    );
  });
  return router;
}

/**
 * /api/calendar-feed: your link to the company's calendar feed ("Everyone's calendar"), each person's
 * own so it ends with them; POST makes a new one (its URL is shown only then).
 */
export function companyFeedLinkRouter(db: Db, { siteUrl }: PipelineRouteOptions): Router {
  const router = Router();

  serve(router, calendarFeedApi.companyLink, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(currentFeedLink(db, req.staff!.id, 'everyone'));
  });

  serve(
    router,
    calendarFeedApi.newCompanyLink,
    records(db, 'calendar-feed-reset', { type: 'calendar-feed' }),
    (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(newFeedLink(db, req.staff!.id, 'everyone', siteUrl));
    },
  );

  return router;
}

/** /api/account/calendar-feed: your own feed, the visits you are the designer of (every signed-in person). */
export function ownFeedLinkRouter(db: Db, { siteUrl }: PipelineRouteOptions): Router {
  const router = Router();

  serve(router, calendarFeedApi.ownLink, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(currentFeedLink(db, req.staff!.id, 'own'));
  });

  serve(router, calendarFeedApi.newOwnLink, records(db, 'own-calendar-feed-reset', { type: 'person' }), (req, res) => {
    res.locals.activity = { subjectId: req.staff!.id } satisfies ActivityExtras;
    res.set('Cache-Control', 'no-store');
    res.json(newFeedLink(db, req.staff!.id, 'own', siteUrl));
  });

  return router;
}
