import { eq } from 'drizzle-orm';
import { customerRecordsKeptUntil } from '../../shared/retention';
import { proposalAcceptances, proposals } from '../core/db/schema';
import type { Db } from '../core/db/types';

/**
 * The leads that are customers whose records are still kept at `now` (shared/retention.ts,
 * customerRecordsKeptUntil): the retention job deletes none of them, nor anything of theirs.
 */
export function customersKept(db: Db, now: Date): number[] {
  return db
    .select({ leadId: proposals.leadId, cancelledAt: proposalAcceptances.cancelledAt })
    .from(proposalAcceptances)
    .innerJoin(proposals, eq(proposals.id, proposalAcceptances.proposalId))
    .all()
    .filter(({ cancelledAt }) => {
      const until = customerRecordsKeptUntil({ cancelledAt: cancelledAt === null ? null : new Date(cancelledAt) });
      return until === null || until > now;
    })
    .map((c) => c.leadId);
}
