import { loginRateLimitMessage, perIpRateLimit } from '../lib/rate-limit';

export interface LoginRateLimitOptions {
  /** Failed sign-ins allowed per IP within the window. */
  limit?: number;
  windowMs?: number;
}

/** Brute-force limit on sign-in: only failed attempts count, per client IP (see TRUST_PROXY). */
export function loginRateLimit({ limit = 10, windowMs }: LoginRateLimitOptions = {}) {
  return perIpRateLimit({ limit, windowMs, message: loginRateLimitMessage, skipSuccessfulRequests: true });
}
