import { eq } from 'drizzle-orm';
import { customerRecordsKeptUntil } from '../../shared/retention';
import { proposalAcceptances, proposals } from './schema';
import type { Db, Tx } from '../core/db/types';

/**
 * The leads that are customers whose records are still kept at `now` (shared/retention.ts,
 * customerRecordsKeptUntil): neither the inbox's Delete nor the retention job deletes any of them,
 * nor anything of theirs.
 */
export function customersKept(db: Db | Tx, now: Date): number[] {
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

export const isKeptCustomer = (db: Db, leadId: number, now = new Date()): boolean =>
  customersKept(db, now).includes(leadId);
