import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { signInLimits } from '../schema';
import type { Db } from '../../db/types';
import { rateWindowMs } from '../../http/rate-limit';

/**
 * Attempts counted per key ("password-ip:…", "account:…", "device:…") in SQLite, so a restart does
 * not wipe them. An attempt takes a point from each of its keys before its secret is checked, in
 * one synchronous IMMEDIATE transaction, so requests that arrive together cannot all pass the check
 * before any is counted; a right secret gives the points back. A key is held back once it holds
 * `limit` points, until the window that began with its first point ends.
 */
type Attempt =
  | { kind: 'held-back'; waitMs: number }
  | {
      kind: 'counted';
      /** The secret was right: the attempt gives its points back (once). */
      refund(): void;
    };

export interface Throttle {
  /** A point from every key, or none when one of them is held back (then how long it still waits). */
  attempt(keys: string[]): Attempt;
  /** Forgets a key's points (a known device that got in). */
  reset(key: string): void;
}

const noThrottle: Throttle = { attempt: () => ({ kind: 'counted', refund: () => {} }), reset: () => {} };

/** Expired counters are deleted at start and every this many attempts (the table stays small). */
const cleanEvery = 200;

export function createThrottle(
  db: Db,
  { limit, windowMs = rateWindowMs }: { limit: number; windowMs?: number },
): Throttle {
  if (limit <= 0) return noThrottle;
  const cleanUp = () => db.delete(signInLimits).where(lt(signInLimits.expire, Date.now())).run();
  cleanUp();
  let attempts = 0;

  const take = (keys: string[], now: number): number =>
    db.transaction(
      (tx) => {
        const live = tx
          .select({ points: signInLimits.points, expire: signInLimits.expire })
          .from(signInLimits)
          .where(and(inArray(signInLimits.key, keys), gt(signInLimits.expire, now)))
          .all();
        const waitMs = Math.max(0, ...live.map((row) => (row.points >= limit ? row.expire! - now : 0)));
        if (waitMs > 0) return waitMs;
        for (const key of keys) {
          tx.insert(signInLimits)
            .values({ key, points: 1, expire: now + windowMs })
            .onConflictDoUpdate({
              target: signInLimits.key,
              set: {
                points: sql`CASE WHEN ${signInLimits.expire} > ${now} THEN ${signInLimits.points} + 1 ELSE 1 END`,
                expire: sql`CASE WHEN ${signInLimits.expire} > ${now} THEN ${signInLimits.expire} ELSE excluded.expire END`,
              },
            })
            .run();
        }
        return 0;
      },
      { behavior: 'immediate' },
    );

  const giveBack = (keys: string[]) =>
    db.transaction(
      (tx) => {
        tx.update(signInLimits)
          .set({ points: sql`${signInLimits.points} - 1` })
          .where(inArray(signInLimits.key, keys))
          .run();
        // Back to nothing: the next window starts with the next point, as if this attempt never was.
        tx.delete(signInLimits)
          .where(and(inArray(signInLimits.key, keys), lte(signInLimits.points, 0)))
          .run();
      },
      { behavior: 'immediate' },
    );

  return {
    attempt(keys) {
      const waitMs = take(keys, Date.now());
      if (waitMs > 0) return { kind: 'held-back', waitMs };
      if (++attempts % cleanEvery === 0) cleanUp();
      let refunded = false;
      return {
        kind: 'counted',
        refund() {
          if (refunded) return;
          refunded = true;
          giveBack(keys);
        },
      };
    },
    reset(key) {
      db.delete(signInLimits).where(eq(signInLimits.key, key)).run();
    },
  };
}
