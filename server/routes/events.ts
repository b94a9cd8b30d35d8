import { Router } from 'express';
import { siteEventSchema } from '../../shared/site-event-schema';
import { countSiteEvent, deleteExpiredCounters, utcDay } from '../db/site-event-counts';
import type { Db } from '../db/types';
import { sendValidationError } from '../lib/http-errors';
import { eventRateLimitMessage, perIpRateLimit } from '../lib/rate-limit';

/**
 * POST /api/events: the site's own visit counts (landings, page views, phone and e-mail clicks),
 * sent by the browser with sendBeacon. Only daily counters per page are kept; nothing about the
 * visitor. Expired counters are deleted on the first event of each day.
 */
export function eventsRouter(db: Db, rateLimit: number): Router {
  const router = Router();
  let prunedOn = '';
  router.post('/', perIpRateLimit({ limit: rateLimit, message: eventRateLimitMessage }), (req, res) => {
    const event = siteEventSchema.safeParse(req.body ?? {});
    if (!event.success) return sendValidationError(res, event.error);
    const now = new Date();
    if (prunedOn !== utcDay(now)) {
      deleteExpiredCounters(db, now);
      prunedOn = utcDay(now);
    }
    countSiteEvent(db, event.data, now);
    res.status(204).end();
  });
  return router;
}
