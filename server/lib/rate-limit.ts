import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { business } from '../../shared/business';
import { sendError } from './http-errors';

export const contactRateWindowMs = 15 * 60_000;

export const contactRateLimitMessage =
  `You have sent several requests in a short time. Please wait a few minutes and try again, ` +
  `or call us at ${business.phone.display}.`;

/** Per-IP limit on consultation requests; `limit` 0 turns it off (benchmarks, load tests). */
export function contactRateLimit(limit: number): RequestHandler {
  if (limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: contactRateWindowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, contactRateLimitMessage),
  });
}
