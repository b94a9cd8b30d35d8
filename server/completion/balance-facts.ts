import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../core/db/types';
import { jobCompletions, punchListItems } from './schema';

/** What the ledger needs of a job's completion to say when the balance falls due and what is held back. */
export interface BalanceFacts {
  /** When completion was recorded: the balance falls due three days later without a sign-off. */
  completedAt: string;
  signedOffAt: string | null;
  /** The office's hold-back while the punch list is open; 0 once it is clear. */
  heldBackCents: number;
}

/**
 * What payments asks of a job's completion. Completion builds on payments (it closes a job once the
 * balance is paid), so payments cannot import completion's index.ts without a cycle: it imports this
 * file instead, the second such exception lint allows (eslint.config.js, decision 019). Keep it to
 * this read of completion's tables.
 */
export function balanceFactsOf(db: Db | Tx, leadId: number): BalanceFacts | null {
  const completion = db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get();
  if (!completion) return null;
  const open = db
    .select({ id: punchListItems.id })
    .from(punchListItems)
    .where(and(eq(punchListItems.leadId, leadId), isNull(punchListItems.fixedAt)))
    .get();
  return {
    completedAt: completion.recordedAt,
    signedOffAt: completion.signedOffAt,
    heldBackCents: open ? completion.heldBackCents : 0,
  };
}
