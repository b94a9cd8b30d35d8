import { lt, sql } from 'drizzle-orm';
import type { SiteEvent } from '../../shared/site-event-schema';
import { monthsBefore, retention } from '../../shared/retention';
import { siteEventCounts } from './schema';
import type { Db } from './types';

/** The UTC day of a moment, as stored: "2026-11-22". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first day still kept (shared/retention.ts): counters of earlier days are deleted. */
export function counterCutoffDay(now: Date): string {
  return utcDay(monthsBefore(now, retention.analyticsMonths));
}

/** Adds one to the day's counter of that page and event type. */
export function countSiteEvent(db: Db, { type, path }: SiteEvent, now = new Date()): void {
  db.insert(siteEventCounts)
    .values({ day: utcDay(now), path, type, count: 1 })
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
