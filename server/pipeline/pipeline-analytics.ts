import { sql } from 'drizzle-orm';
import type { JobTiming, PipelineAnalytics, PipelineFigures } from '../../shared/pipeline';
import { leadSourceSql, leads, leadDeals, leadStageEvents } from '../leads';
import { proposalFigures } from '../proposals';
import type { Db } from '../core/db/types';
import { lastDays } from '../../shared/business-time';
import { median } from '../core/median';

export { median };

type Row = {
  source: string;
  status: string;
  receivedAt: string;
  finalCents: number | null;
  bookedAt: string | null;
  quotedAt: string | null;
};

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs;

function figures(rows: Row[]): PipelineFigures {
  const booked = rows.filter((r) => r.bookedAt);
  const won = rows.filter((r) => r.status === 'won');
  return {
    leads: rows.length,
    consultations: booked.length,
    quoted: rows.filter((r) => r.quotedAt).length,
    won: won.length,
    wonCents: won.reduce((sum, r) => sum + (r.finalCents ?? 0), 0),
    closeRate: rows.length ? won.length / rows.length : null,
    medianDaysToConsultation: median(booked.map((r) => daysBetween(r.receivedAt, r.bookedAt!))),
    medianDaysToQuote: median(booked.filter((r) => r.quotedAt).map((r) => daysBetween(r.bookedAt!, r.quotedAt!))),
  };
}

/**
 * The Pipeline section of Analytics: the leads received in the last `days` Connecticut days
 * (spam and repeats left out as in the Leads section), and how far each got. A lead counts as
 * booked or quoted once it reached that stage, even if it moved on or the visit was cancelled;
 * "won" is its stage now. Days are measured from receipt to the first booking, and from the
 * first booking to the first quote (docs/pipeline.md). `jobTiming` gives the signed jobs' figures
 * (server/jobs, which builds on this feature).
 */
export function readPipelineAnalytics(
  db: Db,
  days: number,
  jobTiming: (since: string, now: Date) => JobTiming,
  now = new Date(),
): PipelineAnalytics {
  const { from, start } = lastDays(days, now);
  const since = start.toISOString();
  const firstAt = (stage: string) =>
    sql`(SELECT min(e.at) FROM ${leadStageEvents} e WHERE e.lead_id = c.id AND e.stage = ${stage})`;
  const rows = db.all<Row>(sql`
    WITH c AS (
      SELECT * FROM ${leads} l
      WHERE l.is_spam = 0 AND l.created_at >= ${since}
        AND NOT EXISTS (
          SELECT 1 FROM ${leads} e WHERE e.fingerprint = l.fingerprint AND e.is_spam = 0 AND e.id < l.id
        )
    )
    SELECT ${leadSourceSql} AS source, c.status AS status, c.created_at AS receivedAt,
      d.final_cents AS finalCents, ${firstAt('consultation_booked')} AS bookedAt, ${firstAt('quoted')} AS quotedAt
    FROM c LEFT JOIN ${leadDeals} d ON d.lead_id = c.id`);
  const bySourceRows = new Map<string, Row[]>();
  for (const r of rows) bySourceRows.set(r.source, [...(bySourceRows.get(r.source) ?? []), r]);
  const bySource = [...bySourceRows]
    .map(([source, list]) => ({ source, ...figures(list) }))
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
  return {
    days,
    from,
    total: figures(rows),
    bySource,
    proposals: proposalFigures(db, since),
    jobs: jobTiming(since, now),
  };
}
