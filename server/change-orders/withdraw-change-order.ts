import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { changeOrdersOfLead, openChangeOrder } from './job-base';
import { changeOrders } from './schema';

export type WithdrawOutcome = { kind: 'withdrawn'; number: number } | { kind: 'none-open' };

/**
 * Withdraws the job's change order in progress (a draft, or sent and not yet signed): the
 * homeowner's page no longer offers it. A signed change order is never withdrawn; only another
 * change order follows it.
 */
export function withdrawChangeOrder(db: Db, leadId: number, now = new Date()): WithdrawOutcome {
  return db.transaction(
    (tx): WithdrawOutcome => {
      const open = openChangeOrder(changeOrdersOfLead(tx, leadId));
      if (!open) return { kind: 'none-open' };
      const done = tx
        .update(changeOrders)
        .set({ status: 'withdrawn', withdrawnAt: now.toISOString(), updatedAt: now.toISOString() })
        .where(and(eq(changeOrders.id, open.id), inArray(changeOrders.status, ['draft', 'sent'])))
        .run();
      return done.changes === 1 ? { kind: 'withdrawn', number: open.number } : { kind: 'none-open' };
    },
    { behavior: 'immediate' },
  );
}
