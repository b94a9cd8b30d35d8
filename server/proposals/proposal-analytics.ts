import { sql } from 'drizzle-orm';
import type { ProposalFigures } from '../../shared/pipeline';
import { proposalAcceptances, proposalVersions } from './schema';
import type { Db } from '../core/db/types';
import { median } from '../core/median';

type Row = { firstSentAt: string; signedAt: string | null; cancelledAt: string | null; optionName: string | null };

const dayMs = 86_400_000;

/**
 * The Pipeline analytics' proposal figures: the proposals whose first version went out at or after
 * `since` (a UTC instant), how many homeowners signed, how long after the first sending, and which
 * option they chose (by its name, so Good, Better and Best add up across proposals).
 */
export function proposalFigures(db: Db, since: string): ProposalFigures {
  const rows = db.all<Row>(sql`
    WITH first AS (
      SELECT ${proposalVersions.proposalId} AS proposal_id, min(${proposalVersions.sentAt}) AS sent_at
      FROM ${proposalVersions} GROUP BY ${proposalVersions.proposalId}
    )
    SELECT f.sent_at AS firstSentAt, a.signed_at AS signedAt, a.cancelled_at AS cancelledAt, a.option_name AS optionName
    FROM first f LEFT JOIN ${proposalAcceptances} a ON a.proposal_id = f.proposal_id
    WHERE f.sent_at >= ${since}`);
  const signed = rows.filter((r): r is Row & { signedAt: string; optionName: string } => r.signedAt !== null);
  const byName = new Map<string, number>();
  for (const r of signed) byName.set(r.optionName, (byName.get(r.optionName) ?? 0) + 1);
  return {
    sent: rows.length,
    accepted: signed.length,
    cancelled: signed.filter((r) => r.cancelledAt !== null).length,
    acceptanceRate: rows.length ? signed.length / rows.length : null,
    medianDaysToAccept: median(signed.map((r) => (Date.parse(r.signedAt) - Date.parse(r.firstSentAt)) / dayMs)),
    chosen: [...byName]
      .map(([name, accepted]) => ({ name, accepted, share: accepted / signed.length }))
      .sort((a, b) => b.accepted - a.accepted || a.name.localeCompare(b.name)),
  };
}
