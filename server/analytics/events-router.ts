import { Router } from 'express';
import { siteEventsApi } from '../../shared/api/site-events';
import { countSiteEvent } from './site-event-counts';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';
import { perIpRateLimit } from '../core/http/rate-limit';

/**
 * POST /api/events: the site's own visit counts (landings, page views, phone and e-mail clicks),
 * sent by the browser with sendBeacon. Only daily counters per page are kept; nothing about the
 * visitor. Expired counters go with the daily retention job (server/retention/retention.ts). Over its
 * limit a beacon is answered 204 and not counted: a 429 shows as a console error on the page.
 */
export function eventsRouter(db: Db, rateLimit: number): Router {
  const router = Router();
  serve(router, siteEventsApi.count, perIpRateLimit({ limit: rateLimit, quiet: true }), (_req, res, { body }) => {
    countSiteEvent(db, body);
    res.status(204).end();
  });
  return router;
}
