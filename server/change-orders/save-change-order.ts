import { eq, max } from 'drizzle-orm';
import type { ChangeOrderDraft } from '../../shared/change-orders/change-order-schema';
import type { Db } from '../core/db/types';
import { changeOrdersOfLead, jobBase, openChangeOrder } from './job-base';
import { changeOrders } from './schema';

export type SaveOutcome = { kind: 'saved'; number: number } | { kind: 'not-signed' };

/**
 * Saves the job's change order in progress, or starts one with the next number (CO-1, CO-2…; a
 * withdrawn one keeps its number, so a number always names one document). A sent one saved again
 * goes back to a draft: the homeowner's page no longer offers it until it is sent again.
 */
export function saveChangeOrder(
  db: Db,
  leadId: number,
  input: ChangeOrderDraft,
  staffId: number,
  now = new Date(),
): SaveOutcome {
  return db.transaction(
    (tx): SaveOutcome => {
      const rows = changeOrdersOfLead(tx, leadId);
      if (!jobBase(tx, leadId, rows)) return { kind: 'not-signed' };
      const fields = {
        reason: input.reason,
        draft: JSON.stringify(input.option),
        startOn: input.startOn ?? null,
        completeOn: input.completeOn ?? null,
        updatedAt: now.toISOString(),
      };
      const open = openChangeOrder(rows);
      if (open) {
        tx.update(changeOrders)
          .set({ ...fields, status: 'draft', document: null, sha256: null, sentAt: null, sentBy: null })
          .where(eq(changeOrders.id, open.id))
          .run();
        return { kind: 'saved', number: open.number };
      }
      const last = tx
        .select({ number: max(changeOrders.number) })
        .from(changeOrders)
        .where(eq(changeOrders.leadId, leadId))
        .get();
      const number = (last?.number ?? 0) + 1;
      tx.insert(changeOrders)
        .values({ leadId, number, createdBy: staffId, ...fields })
        .run();
      return { kind: 'saved', number };
    },
    { behavior: 'immediate' },
  );
}
