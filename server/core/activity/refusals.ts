import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/types';
import { recordAtMostOnceAMinute } from './once-a-minute';

/** What a guard that refused the request (403) leaves for the record: the route and the reason. */
type Refusal = { detail: string };

/** Called by a guard as it answers 403: the refusal goes to the activity record once the answer is sent. */
export function markRefused(req: Request, res: Response, reason: string): void {
  const path = `${req.baseUrl}${typeof req.route?.path === 'string' ? req.route.path : req.path}`;
  const route = `${req.method} ${path.replace(/(.)\/$/, '$1')}`;
  res.locals.refused = { detail: `${route}: ${reason}`.slice(0, 300) } satisfies Refusal;
}

/**
 * Records refused actions (a guard's 403) in the activity record, at most one line per person a
 * minute. Mounted once, after the session is read.
 */
export function recordRefusals(db: Db): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      const refusal = res.locals.refused as Refusal | undefined;
      if (res.statusCode !== 403 || !refusal) return;
      try {
        recordAtMostOnceAMinute(db, req, { action: 'access-refused', detail: refusal.detail });
      } catch (err) {
        req.log?.error({ err }, 'could not write the activity record');
      }
    });
    next();
  };
}
