import { and, eq } from 'drizzle-orm';
import { paymentMessages } from '../../shared/payments/payment-messages';
import type { Db } from '../core/db/types';
import type { RefundRow } from './ledger-rows';
import { noticeRefundSettled } from './receipts/refund-notice';
import { ledgerRefunds } from './schema';

type PaidOutcome = { kind: 'paid'; refund: RefundRow } | { kind: 'not-found' } | { kind: 'refused'; message: string };

/**
 * The office paid a refund back by hand: one owed for a recorded payment, or one Stripe could not
 * send; the homeowner is told. A refund Stripe is still sending settles by itself.
 */
export function markRefundPaid(
  db: Db,
  {
    leadId,
    refundId,
    paidOn,
    note,
    staffId,
    now = new Date(),
  }: { leadId: number; refundId: number; paidOn: string; note?: string; staffId: number; now?: Date },
): PaidOutcome {
  return db.transaction(
    (tx): PaidOutcome => {
      const refund = tx
        .select()
        .from(ledgerRefunds)
        .where(and(eq(ledgerRefunds.id, refundId), eq(ledgerRefunds.leadId, leadId)))
        .get();
      if (!refund) return { kind: 'not-found' };
      if (refund.status === 'pending') return { kind: 'refused', message: paymentMessages.refundThroughStripe };
      if (refund.status === 'paid' || refund.status === 'succeeded') {
        return { kind: 'refused', message: paymentMessages.refundSettled };
      }
      const paid = tx
        .update(ledgerRefunds)
        .set({ status: 'paid', settledOn: paidOn, settledBy: staffId, note: note || null })
        .where(eq(ledgerRefunds.id, refundId))
        .returning()
        .get();
      noticeRefundSettled(tx, paid, { paidOn, now });
      return { kind: 'paid', refund: paid };
    },
    { behavior: 'immediate' },
  );
}
