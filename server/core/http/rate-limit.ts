import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { business } from '../../../shared/business';
import { sendError } from './http-errors';

export const rateWindowMs = 15 * 60_000;

/** Requests per client IP per 15 minutes; 0 turns a limit off. */
export interface RateLimits {
  /** POST /api/contact (CONTACT_RATE_LIMIT). */
  contact: number;
  /** Failed sign-ins. */
  login: number;
  /** POST /api/events: page views and contact clicks (EVENT_RATE_LIMIT). */
  events: number;
  /** POST /api/testimonials, customer reviews (REVIEW_RATE_LIMIT). */
  review: number;
  /** Bookings, moves and cancellations from booking links (POST /api/bookings/…). */
  booking: number;
}

export const defaultRateLimits: RateLimits = { contact: 10, login: 10, events: 300, review: 5, booking: 30 };

type PerIpRateLimitOptions = {
  /** Requests allowed per client IP within the window; 0 turns the limit off (benchmarks, load tests). */
  limit: number;
  windowMs?: number;
  /** Count only failed requests (sign-in: a correct password does not use up attempts). */
  skipSuccessfulRequests?: boolean;
  /** Count per this key rather than per client IP (e.g. per account); requests without one pass. */
  key?: (req: Request) => string | undefined;
} & (
  | {
      /** The `error` text of the 429 answer. */
      message: string;
    }
  | {
      /** Over the limit the request is answered 204 and dropped: for counts a visitor never sees. */
      quiet: true;
    }
  | {
      /** The route's own answer over the limit (a plain form post goes back to its page). */
      onLimit: (req: Request, res: Response) => void;
    }
);

/**
 * The one per-IP rate limit of the API (express-rate-limit). Over the limit a route answers 429
 * with the API's `{ success: false, error }` body, `Retry-After` and the IETF draft-8 `RateLimit`
 * and `RateLimit-Policy` headers, or, when `quiet`, a bare 204, or the route's own `onLimit` answer. The client IP is Express's `req.ip`
 * (see TRUST_PROXY); IPv6 visitors are counted per /56.
 */
export function perIpRateLimit(options: PerIpRateLimitOptions): RequestHandler {
  const { limit, windowMs = rateWindowMs, skipSuccessfulRequests = false, key } = options;
  if (limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests,
    ...(key ? { keyGenerator: (req) => key(req) ?? '', skip: (req) => key(req) === undefined } : {}),
    // A keyed limit (per account) stacks on a per-IP one, whose policy the headers describe.
    standardHeaders: key ? false : 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      if ('onLimit' in options) options.onLimit(req, res);
      else if ('quiet' in options) res.status(204).end();
      else sendError(res, 429, options.message);
    },
  });
}

export const contactRateLimitMessage =
  `You have sent several requests in a short time. Please wait a few minutes and try again, ` +
  `or call us at ${business.phone.display}.`;

export const loginRateLimitMessage = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export const reviewRateLimitMessage =
  'You have sent several reviews in a short time. Please wait a few minutes and try again.';

/** A per-account key: the e-mail a sign-in or reset request names (lower case), if it names one. */
export const emailOfBody = (req: Request): string | undefined => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `account:${email.trim().toLowerCase()}` : undefined;
};

export const bookingRateLimitMessage =
  'Too many changes to bookings from this connection. Please wait a few minutes, or call us at ' +
  `${business.phone.display}.`;
