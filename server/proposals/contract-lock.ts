import { and, eq, isNull } from 'drizzle-orm';
import { proposalAcceptances, proposals } from './schema';
import type { Db, Tx } from '../core/db/types';

/**
 * A lead with a signed, uncancelled contract is locked: its stage and amount change only through
 * the homeowner's cancellation (or, later, a signed change order), never by hand.
 */
export function hasSignedContract(db: Db | Tx, leadId: number): boolean {
  return (
    db
      .select({ id: proposalAcceptances.id })
      .from(proposalAcceptances)
      .innerJoin(proposals, eq(proposals.id, proposalAcceptances.proposalId))
      .where(and(eq(proposals.leadId, leadId), isNull(proposalAcceptances.cancelledAt)))
      .get() !== undefined
  );
}
