import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../core/db/schema';
import type { Db, Tx } from '../core/db/types';

/**
 * Stops a lead's reminders that have not gone out: its pending 'proposal-follow-up' rows become
 * 'skipped'. (A stand-in until the staff side's own version is merged; same name and use.)
 */
export function cancelProposalFollowUps(db: Db | Tx, leadId: number): number {
  return db
    .update(mailOutbox)
    .set({ status: 'skipped' })
    .where(
      and(eq(mailOutbox.leadId, leadId), eq(mailOutbox.kind, 'proposal-follow-up'), eq(mailOutbox.status, 'pending')),
    )
    .run().changes;
}
