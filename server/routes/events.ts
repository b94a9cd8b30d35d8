import { Router } from 'express';
import { siteEventSchema } from '../../shared/site-events';
import { countSiteEvent } from '../db/site-event-counts';
import type { Db } from '../db/types';
import { sendValidationError } from '../lib/http-errors';
import { perIpRateLimit } from '../lib/rate-limit';

/**
 * POST /api/events: the site's own visit counts (landings, page views, phone and e-mail clicks),
 * sent by the browser with sendBeacon. Only daily counters per page are kept; nothing about the
 * visitor. Expired counters go with the daily retention job (server/db/retention.ts). Over its
 * limit a beacon is answered 204 and not counted: a 429 shows as a console error on the page.
 */
export function eventsRouter(db: Db, rateLimit: number): Router {
  const router = Router();
  router.post('/', perIpRateLimit({ limit: rateLimit, quiet: true }), (req, res) => {
    const event = siteEventSchema.safeParse(req.body ?? {});
    if (!event.success) return sendValidationError(res, event.error);
    countSiteEvent(db, event.data);
    res.status(204).end();
  });
  return router;
}
