import { ipKeyGenerator } from 'express-rate-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Per-IP limit on consultation requests; `limit` 0 turns it off (benchmarks, load tests). Resolves
 * to the seconds to wait when the visitor is over the limit, or null. IPv6 visitors are counted
 * per /56, as express-rate-limit does for the sign-in limit.
 */
export function contactRateLimit(limit: number): (ip: string) => Promise<number | null> {
  if (limit <= 0) return () => Promise.resolve(null);
  const limiter = new RateLimiterMemory({ points: limit, duration: 15 * 60 });
  return async (ip) => {
    try {
      await limiter.consume(ipKeyGenerator(ip));
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  };
}
