import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  deadBookingLinkMessage,
  lateChangeMessage,
  slotTakenMessage,
  type BookingNotice,
  type BookingPageData,
} from '../../shared/booking';
import { bookingChoiceFields, bookingChoiceSchema } from '../../shared/booking-choice';
import { bookingsApi } from '../../shared/api/bookings';
import type { Db } from '../core/db/types';
import { isFormPost } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { serve, type AnswerBody } from '../core/http/serve';
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

type Refusal = Exclude<HomeownerOutcome, { kind: 'booked' | 'rescheduled' | 'cancelled' }>;
const refusals: Record<Refusal['kind'], readonly [status: number, error: string]> = {
  taken: [409, slotTakenMessage],
  late: [403, lateChangeMessage],
  'not-found': [404, deadBookingLinkMessage],
  'nothing-booked': [409, 'There is no visit booked to cancel.'],
};
const refused = (outcome: HomeownerOutcome): outcome is Refusal => Object.hasOwn(refusals, outcome.kind);

/** The script's answer to a change: what it came to, with the page's data either way. */
function answerChange(
  res: Response<AnswerBody<typeof bookingsApi.book>>,
  outcome: HomeownerOutcome,
  data: BookingPageData | undefined,
) {
  // The lead is read in the same synchronous request as its link: it cannot be gone unless its link is.
  if (!data) return sendError(res, 404, deadBookingLinkMessage);
  if (!refused(outcome)) return res.json({ success: true, notice: outcome.kind, data });
  const [status, error] = refusals[outcome.kind];
  // The error's one shape, plus the page's data (the nearest times after "taken").
  const refusal = { success: false, error, data } as const;
  res.status(status).json(refusal);
}

/**
 * /api/bookings/:token: the homeowner's booking page reads its times, books or moves the visit and
 * cancels it. Each answers JSON for the page's script, or a 303 back to the page for a plain form
 * post. Opening the page (GET) never changes anything.
 */
export function bookingRouter(db: Db, { siteUrl, rateLimit, notifyTo }: BookingRouteOptions): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: bookingRateLimitMessage });
  const leadIdOf = (res: Response) => res.locals.leadId as number;

  // A dead link is a 404 whatever the query asks.
  const liveLink: RequestHandler = (req, res, next) => {
    const leadId = leadOfBookingLink(db, tokenOf(req));
    if (leadId === undefined) return sendError(res, 404, deadBookingLinkMessage);
    res.locals.leadId = leadId;
    next();
  };

  // A change to a dead link: JSON 404, or for a plain form post the page itself (the 404 page).
  const liveLinkToChange: RequestHandler = (req, res, next) => {
    const leadId = leadOfBookingLink(db, tokenOf(req));
    if (leadId === undefined) return deadLink(req, res, tokenOf(req));
    res.locals.leadId = leadId;
    next();
  };

  // A plain form post that is not complete goes back to the page, keeping what was chosen; a
  // script's JSON gets the 400 of the route's own parse.
  const completeFormPost: RequestHandler = (req, res, next) => {
    if (!isFormPost(req)) return next();
    const values = bookingChoiceFields(req.body);
    if (!bookingChoiceSchema.safeParse(values).success) return backToPage(res, tokenOf(req), 'check', values);
    next();
  };

  serve(router, bookingsApi.read, liveLink, (req, res, { query }) => {
    const data = bookingPageData(db, tokenOf(req), leadIdOf(res), query);
    if (!data) return sendError(res, 404, deadBookingLinkMessage);
    res.set('Cache-Control', 'no-store').json(data);
  });

  serve(router, bookingsApi.book, limit, liveLinkToChange, completeFormPost, (req, res, { body: choice }) => {
    const token = tokenOf(req);
    const leadId = leadIdOf(res);
    const outcome = bookForHomeowner(db, leadId, choice, { siteUrl, notifyTo });
    const { mode, town, slot } = choice;
    if (isFormPost(req)) {
      const notice = outcome.kind === 'not-found' || outcome.kind === 'nothing-booked' ? 'check' : outcome.kind;
      return backToPage(res, token, notice, notice === 'taken' ? { mode, town, near: slot } : {});
    }
    answerChange(res, outcome, bookingPageData(db, token, leadId, { mode, town, nearAround: slot }));
  });

  // "Show times for this choice" on the page without JavaScript: the page again for that mode and town.
  serve(router, bookingsApi.times, (req, res, { body }) => {
    const query = new URLSearchParams(Object.entries(body).filter((e): e is [string, string] => Boolean(e[1])));
    res.redirect(303, `${bookingPath(encodeURIComponent(tokenOf(req)))}?${query.toString()}`);
  });

  serve(router, bookingsApi.cancel, limit, liveLinkToChange, (req, res) => {
    const token = tokenOf(req);
    const leadId = leadIdOf(res);
    const outcome = cancelForHomeowner(db, leadId, { siteUrl, notifyTo });
    if (isFormPost(req)) return backToPage(res, token, outcome.kind === 'cancelled' ? 'cancelled' : 'late');
    answerChange(res, outcome, bookingPageData(db, token, leadId, {}));
  });

  return router;
}
