import { eq, inArray } from 'drizzle-orm';
import { proposalAcceptances, proposals } from '../core/db/schema';
import type { Db } from '../core/db/types';

/** Which of these leads have a proposal the homeowner signed: the lead card links its PDF. */
export function leadsWithSignedContract(db: Db, leadIds: readonly number[]): Set<number> {
  if (leadIds.length === 0) return new Set();
  const rows = db
    .select({ leadId: proposals.leadId })
    .from(proposals)
    .innerJoin(proposalAcceptances, eq(proposalAcceptances.proposalId, proposals.id))
    .where(inArray(proposals.leadId, [...leadIds]))
    .all();
  return new Set(rows.map((r) => r.leadId));
}
