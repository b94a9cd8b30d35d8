import { getTableName, lt } from 'drizzle-orm';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { signInLimits } from '../../db/schema';
import type { Db } from '../../db/types';
import { rateWindowMs } from '../../http/rate-limit';

/**
 * Failed attempts counted per key ("ip:…", "account:…", "device:…") in SQLite, so a restart does
 * not wipe them (rate-limiter-flexible's RateLimiterSQLite on the app's own better-sqlite3 client;
 * its table is in the schema, `sign_in_limits`). Only failures count: a key is held back once it
 * has `limit` of them within the window, until the window that began with its first failure ends.
 */
export interface Throttle {
  /** How long the most held-back key still waits (0: none is held back). */
  heldBackMs(keys: string[]): Promise<number>;
  /** One more failure on every key. */
  fail(keys: string[]): Promise<void>;
  /** Forgets a key's failures (a known device that got in). */
  reset(key: string): Promise<void>;
}

const noThrottle: Throttle = { heldBackMs: async () => 0, fail: async () => {}, reset: async () => {} };

/** Expired counters are deleted at start and every this many failures (the table stays small). */
const cleanEvery = 200;

export function createThrottle(
  db: Db,
  { limit, windowMs = rateWindowMs }: { limit: number; windowMs?: number },
): Throttle {
  if (limit <= 0) return noThrottle;
  const limiter = new RateLimiterSQLite({
    storeClient: db.$client,
    storeType: 'better-sqlite3',
    tableName: getTableName(signInLimits),
    tableCreated: true,
    keyPrefix: 'sign-in',
    points: limit,
    duration: Math.ceil(windowMs / 1000),
  });
  const cleanUp = () => db.delete(signInLimits).where(lt(signInLimits.expire, Date.now())).run();
  cleanUp();
  let failures = 0;
  return {
    async heldBackMs(keys) {
      const states = await Promise.all(keys.map((key) => limiter.get(key)));
      return Math.max(0, ...states.map((s) => (s && s.consumedPoints >= limit ? s.msBeforeNext : 0)));
    },
    async fail(keys) {
      await Promise.all(keys.map((key) => limiter.penalty(key, 1)));
      if (++failures % cleanEvery === 0) cleanUp();
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
