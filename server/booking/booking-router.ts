import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  deadBookingLinkMessage,
  homeownerBookingSchema,
  lateChangeMessage,
  slotQuerySchema,
  slotTakenMessage,
  type BookingNotice,
} from '../../shared/booking';
import type { Db } from '../core/db/types';
import { formType } from '../core/http/form-post';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { validated } from '../core/http/validated';
import { bookingRateLimitMessage, perIpRateLimit } from '../core/http/rate-limit';
import { bookingPath, leadOfBookingLink } from '../leads';
import { bookingPageData } from './booking-page-data';
import { bookForHomeowner, cancelForHomeowner, type HomeownerOutcome } from './homeowner-booking';

export interface BookingRouteOptions {
  siteUrl: string;
  /** Changes per IP per 15 minutes; 0 = no limit. */
  rateLimit: number;
  /** The office, told of each change (LEAD_NOTIFY_TO). */
  notifyTo: string;
}

const tokenOf = (req: Request) => String(req.params.token ?? '');

/** A browser's own form post (the page without JavaScript): answered with a 303 back to the page. */
const isFormPost = (req: Request) => req.is(formType) === formType;

/** A plain form sends empty fields as ""; the schema reads them as left out. */
function choiceOf(body: unknown): Record<string, unknown> {
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const pick = (name: string) => (sent[name] === '' ? undefined : sent[name]);
  return { slot: pick('slot'), mode: pick('mode'), town: pick('town'), address: pick('address') };
}

/** A dead link: JSON for the page's script, or for a plain form post the page itself (the 404 page). */
function deadLink(req: Request, res: Response, token: string) {
  if (isFormPost(req)) return res.redirect(303, bookingPath(encodeURIComponent(token)));
  sendError(res, 404, deadBookingLinkMessage);
}

/** Back to the booking page with what it should say, keeping the visitor's mode and town. */
function backToPage(res: Response, token: string, notice: BookingNotice, keep: Record<string, unknown> = {}) {
  const query = new URLSearchParams({ notice });
  for (const [key, value] of Object.entries(keep)) if (typeof value === 'string') query.set(key, value);
  res.redirect(303, `${bookingPath(token)}?${query.toString()}`);
}

const outcomeStatus: Record<HomeownerOutcome['kind'], number> = {
  booked: 200,
  rescheduled: 200,
  cancelled: 200,
  taken: 409,
  late: 403,
  'not-found': 404,
  'nothing-booked': 409,
};
const outcomeError: Partial<Record<HomeownerOutcome['kind'], string>> = {
  taken: slotTakenMessage,
  late: lateChangeMessage,
  'not-found': deadBookingLinkMessage,
  'nothing-booked': 'There is no visit booked to cancel.',
};

/**
 * /api/bookings/:token: the homeowner's booking page reads its times, books or moves the visit and
 * cancels it. Each answers JSON for the page's script, or a 303 back to the page for a plain form
 * post. Opening the page (GET) never changes anything.
 */
export function bookingRouter(db: Db, { siteUrl, rateLimit, notifyTo }: BookingRouteOptions): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: bookingRateLimitMessage });

  // A dead link is a 404 whatever the query asks.
  const liveLink: RequestHandler = (req, res, next) => {
    const leadId = leadOfBookingLink(db, tokenOf(req));
    if (leadId === undefined) return sendError(res, 404, deadBookingLinkMessage);
    res.locals.leadId = leadId;
    next();
  };

  router.get(
    '/:token',
    liveLink,
    validated({ query: slotQuerySchema }, (req, res, { query }) => {
      res.set('Cache-Control', 'no-store').json(bookingPageData(db, tokenOf(req), res.locals.leadId as number, query));
    }),
  );

  router.post('/:token', limit, (req, res) => {
    const token = tokenOf(req);
    const leadId = leadOfBookingLink(db, token);
    if (leadId === undefined) return deadLink(req, res, token);
    const values = choiceOf(req.body);
    const choice = homeownerBookingSchema.safeParse(values);
    if (!choice.success) {
      return isFormPost(req) ? backToPage(res, token, 'check', values) : sendValidationError(res, choice.error);
    }
    const outcome = bookForHomeowner(db, leadId, choice.data, { siteUrl, notifyTo });
    const { mode, town, slot } = choice.data;
    if (isFormPost(req)) {
      const notice = outcome.kind === 'not-found' || outcome.kind === 'nothing-booked' ? 'check' : outcome.kind;
      return backToPage(res, token, notice, notice === 'taken' ? { mode, town, near: slot } : {});
    }
    const data = bookingPageData(db, token, leadId, { mode, town, nearAround: slot });
    const error = outcomeError[outcome.kind];
    res
      .status(outcomeStatus[outcome.kind])
      .json(error ? { success: false, error, data } : { success: true, notice: outcome.kind, data });
  });

  // "Show times for this choice" on the page without JavaScript: the page again for that mode and town.
  router.post('/:token/times', (req, res) => {
    const token = tokenOf(req);
    const asked = slotQuerySchema.safeParse(req.body ?? {});
    const keep = asked.success ? { ...asked.data } : {};
    const query = new URLSearchParams(Object.entries(keep).filter((e): e is [string, string] => Boolean(e[1])));
    res.redirect(303, `${bookingPath(encodeURIComponent(token))}?${query.toString()}`);
  });

  router.post('/:token/cancel', limit, (req, res) => {
    const token = tokenOf(req);
    const leadId = leadOfBookingLink(db, token);
    if (leadId === undefined) return deadLink(req, res, token);
    const outcome = cancelForHomeowner(db, leadId, { siteUrl, notifyTo });
    if (isFormPost(req)) return backToPage(res, token, outcome.kind === 'cancelled' ? 'cancelled' : 'late');
    const data = bookingPageData(db, token, leadId, {});
    const error = outcomeError[outcome.kind];
    res
      .status(outcomeStatus[outcome.kind])
      .json(error ? { success: false, error, data } : { success: true, notice: outcome.kind, data });
  });

  return router;
}
