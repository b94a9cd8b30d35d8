import { lt, sql } from 'drizzle-orm';
import type { SiteEvent } from '../../shared/site-events';
import { dayOf } from '../../shared/business-time';
import { monthsBefore, retention } from '../../shared/retention';
import { siteEventCounts } from './schema';
import type { Db } from '../core/db/types';

/** The first day still kept (shared/retention.ts): counters of earlier days are deleted. */
function counterCutoffDay(now: Date): string {
  return dayOf(monthsBefore(now, retention.analyticsMonths));
}

/** Adds one to the counter of that page and event type for the business day (Connecticut time) of `now`. */
export function countSiteEvent(db: Db, { type, path }: SiteEvent, now = new Date()): void {
  db.insert(siteEventCounts)
    .values({ day: dayOf(now), path, type, count: 1 })
    .onConflictDoUpdate({
      target: [siteEventCounts.day, siteEventCounts.path, siteEventCounts.type],
      set: { count: sql`${siteEventCounts.count} + 1` },
    })
    .run();
}

/** Deletes counters older than the retention period; returns how many rows went. */
export function deleteExpiredCounters(db: Db, now = new Date()): number {
  return db
    .delete(siteEventCounts)
    .where(lt(siteEventCounts.day, counterCutoffDay(now)))
    .run().changes;
}
