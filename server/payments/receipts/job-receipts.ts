import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/types';
import { paymentReceipts } from '../schema';
import { receiptNumber } from './receipt-document';

/** A receipt as stored, with its number ("R-2026-00012"). */
export type NumberedReceipt = typeof paymentReceipts.$inferSelect & { number: string };

/** A job's receipts by their payment. */
export function jobReceipts(db: Db | Tx, leadId: number): Map<number, NumberedReceipt> {
  return new Map(
    db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.leadId, leadId))
      .all()
      .map((r) => [r.paymentId, { ...r, number: receiptNumber(r.id, r.issuedAt) }]),
  );
}
