import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { recordAtMostOnceAMinute } from '../../activity/once-a-minute';
import type { Db } from '../../db/types';
import { sendError } from '../../http/http-errors';
import { createThrottle, type Throttle } from './throttle';

/** The 429 of a held-back sign-in says when to try again. */
function signInHeldBackMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The steps counted apart, so that an office's mistyped codes do not hold back its passwords. */
type SignInStep = 'password' | 'code' | 'passkey' | 'confirm' | 'setup-code';

/** The per-address key of a step: the client IP (see TRUST_PROXY), IPv6 per /56. */
export const addressKey = (req: Request, step: SignInStep): string =>
  `${step}-ip:${ipKeyGenerator(req.ip ?? 'unknown', 56)}`;

/**
 * The keys of what a signed-in person types to show it is them: `confirm` for Confirm it's you, the
 * current password of a change and the password that turns two-factor off (one budget: they guess
 * the same secrets); `setup-code` for the code that finishes setting up the app. Per address, and
 * per person so that a new session does not start the count again.
 */
export const ownStepKeys = (req: Request, step: 'confirm' | 'setup-code', staffId: number): string[] => [
  addressKey(req, step),
  `${step}:${staffId}`,
];

/** A per-account key for an e-mail, whether or not it belongs to anyone (the answer must not tell). */
export const accountKey = (email: string): string => `account:${email.trim().toLowerCase()}`;

/** An attempt that was counted. */
interface CountedAttempt {
  /** Its secret was right (or it checked none): the attempt gives its points back. */
  giveBack(): void;
}

export interface SignInLimits {
  throttle: Throttle;
  /**
   * Takes a point from each key before the secret is checked. When a key is held back instead, answers
   * 429 (and notes it in the activity record, once a minute per person or address) and returns null.
   * `message` is the route's own sentence, if not the sign-in one.
   */
  attempt(
    req: Request,
    res: Response,
    keys: string[],
    actorId?: number | null,
    message?: string,
  ): CountedAttempt | null;
}

/**
 * Brute force on every way in (password, the app's code, passkeys, confirming it's you, and the
 * password or code a signed-in person's account changes ask for) is slowed
 * per address and per account, with counters kept in SQLite (OWASP ASVS 6.3.1). Each attempt is
 * counted before its secret is checked and given back when it was right, so a burst sent at once
 * gets no more checks than the limit.
 */
export function signInLimits(db: Db, limit: number): SignInLimits {
  const throttle = createThrottle(db, { limit });
  return {
    throttle,
    attempt(req, res, keys, actorId = null, message) {
      const attempt = throttle.attempt(keys);
      if (attempt.kind === 'counted') return { giveBack: attempt.refund };
      recordAtMostOnceAMinute(db, req, { action: 'sign-in-throttled', actorId, detail: req.baseUrl + req.path });
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      sendError(res, 429, message ?? signInHeldBackMessage(attempt.waitMs));
      return null;
    },
  };
}
