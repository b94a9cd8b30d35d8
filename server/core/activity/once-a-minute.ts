import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { activityLog } from './schema';
import type { Db } from '../db/types';
import { recordActivity, type ActivityFacts } from './activity-log';

const minuteMs = 60_000;

/**
 * Appends a line unless the same kind of line about the same person (or, for nobody known, the same
 * address) was written within the last minute: a flood of refused or throttled requests is one line
 * a minute, not a full disk (OWASP ASVS 16.3.2, 16.3.3). Answers whether it wrote one.
 */
export function recordAtMostOnceAMinute(db: Db, req: Request, facts: ActivityFacts, now = new Date()): boolean {
  const actorId = facts.actorId === undefined ? (req.staff?.id ?? null) : facts.actorId;
  const who =
    actorId !== null
      ? eq(activityLog.actorId, actorId)
      : and(isNull(activityLog.actorId), req.ip ? eq(activityLog.ip, req.ip) : isNull(activityLog.ip));
  const recent = db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, facts.action),
        who,
        gt(activityLog.at, new Date(now.getTime() - minuteMs).toISOString()),
      ),
    )
    .get();
  if (recent) return false;
  recordActivity(db, req, { ...facts, actorId }, now);
  return true;
}
