import { rateLimit } from 'express-rate-limit';
import { sendError } from '../lib/http-errors';

export interface LoginRateLimitOptions {
  /** Failed sign-ins allowed per IP within the window. */
  limit?: number;
  windowMs?: number;
}

/** Brute-force limit on sign-in: only failed attempts count, per client IP (see TRUST_PROXY). */
export function loginRateLimit({ limit = 10, windowMs = 15 * 60 * 1000 }: LoginRateLimitOptions = {}) {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      sendError(res, 429, 'Too many sign-in attempts. Please wait a few minutes and try again.');
    },
  });
}
