import { eq, inArray } from 'drizzle-orm';
import { proposalAcceptances, proposals } from './schema';
import type { Db } from '../core/db/types';

/**
 * Which of these leads have a proposal the homeowner signed (the lead card links its PDF), and of
 * those which are still in force (the card's stage and amount are locked).
 */
export function leadsWithSignedContract(
  db: Db,
  leadIds: readonly number[],
): { signed: Set<number>; inForce: Set<number> } {
  if (leadIds.length === 0) return { signed: new Set(), inForce: new Set() };
  const rows = db
    .select({ leadId: proposals.leadId, cancelledAt: proposalAcceptances.cancelledAt })
    .from(proposals)
    .innerJoin(proposalAcceptances, eq(proposalAcceptances.proposalId, proposals.id))
    .where(inArray(proposals.leadId, [...leadIds]))
    .all();
  return {
    signed: new Set(rows.map((r) => r.leadId)),
    inForce: new Set(rows.filter((r) => r.cancelledAt === null).map((r) => r.leadId)),
  };
}
