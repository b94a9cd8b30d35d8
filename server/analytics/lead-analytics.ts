import { sql } from 'drizzle-orm';
import { addDays, dayOf, lastDays, weekStartOf } from '../../shared/business-time';
import type { LeadAnalytics, LeadAnalyticsRange } from '../../shared/lead-analytics';
import { leadSourceSql, leads } from '../leads';
import { siteEventCounts as counts } from './schema';
import type { Db } from '../core/db/types';

/** Top lists (landing pages, click pages, ZIP codes) show at most this many rows. */
const topListLength = 10;

/**
 * The Leads section of the Analytics tab, computed in SQL. A lead counts when it is not spam and
 * no earlier lead has the same fingerprint (the same person sending the same request again).
 */
export function readLeadAnalytics(db: Db, days: LeadAnalyticsRange, now = new Date()): LeadAnalytics {
  // Days and Monday weeks are the business's (shared/business-time.ts); SQLite's date() knows only UTC.
  const { from, to, start, end } = lastDays(days, now);
  // The counted leads of the range, as a CTE every query below starts from.
  const counted = sql`counted AS (
    SELECT c.* FROM ${leads} c
    WHERE c.is_spam = 0 AND c.created_at >= ${start.toISOString()} AND c.created_at < ${end.toISOString()}
      AND NOT EXISTS (
        SELECT 1 FROM ${leads} e
        WHERE e.fingerprint = c.fingerprint AND e.is_spam = 0 AND e.id < c.id
      )
  )`;
  const all = <T>(query: ReturnType<typeof sql>) => db.all<T>(sql`WITH ${counted} ${query}`);

  const perWeek = new Map<string, number>();
  for (const { receivedAt } of all<{ receivedAt: string }>(sql`SELECT created_at AS receivedAt FROM counted`)) {
    const week = weekStartOf(dayOf(receivedAt));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const leadsPerWeek: LeadAnalytics['leadsPerWeek'] = [];
  for (let weekStart = weekStartOf(from); weekStart <= to; weekStart = addDays(weekStart, 7)) {
    leadsPerWeek.push({ weekStart, leads: perWeek.get(weekStart) ?? 0 });
  }

  const leadsBySource = all<{ source: string; leads: number }>(sql`
    SELECT ${leadSourceSql} AS source, count(*) AS leads
    FROM counted GROUP BY source ORDER BY leads DESC, source`);

  const landingPages = all<{ path: string; landings: number; leads: number }>(sql`
    , landed AS (
      SELECT path, sum(count) AS n FROM ${counts} WHERE type = 'landing' AND day >= ${from} AND day <= ${to} GROUP BY path
    ), converted AS (
      SELECT landing_path AS path, count(*) AS n FROM counted WHERE landing_path IS NOT NULL GROUP BY landing_path
    ), paths AS (SELECT path FROM landed UNION SELECT path FROM converted)
    SELECT p.path AS path, coalesce(l.n, 0) AS landings, coalesce(c.n, 0) AS leads
    FROM paths p LEFT JOIN landed l ON l.path = p.path LEFT JOIN converted c ON c.path = p.path
    ORDER BY leads DESC, landings DESC, p.path LIMIT ${topListLength}`).map((row) => ({
    ...row,
    conversion: row.landings > 0 ? row.leads / row.landings : null,
  }));

  const contactClicks = db.all<{ path: string; calls: number; emails: number }>(sql`
    SELECT path,
      sum(CASE WHEN type = 'call' THEN count ELSE 0 END) AS calls,
      sum(CASE WHEN type = 'email' THEN count ELSE 0 END) AS emails
    FROM ${counts} WHERE type IN ('call', 'email') AND day >= ${from} AND day <= ${to}
    GROUP BY path ORDER BY calls + emails DESC, path LIMIT ${topListLength}`);

  const rooms = all<{ room: string; leads: number }>(sql`
    SELECT r.value AS room, count(*) AS leads FROM counted, json_each(counted.rooms) r
    GROUP BY r.value ORDER BY leads DESC, room`);

  const topZips = all<{ zip: string; leads: number }>(sql`
    SELECT zip, count(*) AS leads FROM counted GROUP BY zip ORDER BY leads DESC, zip LIMIT ${topListLength}`);

  const totalLeads = all<{ n: number }>(sql`SELECT count(*) AS n FROM counted`)[0]?.n ?? 0;
  return { days, from, to, totalLeads, leadsPerWeek, leadsBySource, landingPages, contactClicks, rooms, topZips };
}
