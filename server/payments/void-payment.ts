import { and, eq } from 'drizzle-orm';
import { paymentMessages } from '../../shared/payments/payment-messages';
import type { Db } from '../core/db/types';
import type { PaymentRow } from './ledger-rows';
import { ledgerPayments, ledgerRefunds } from './schema';

type VoidOutcome =
  { kind: 'voided'; payment: PaymentRow } | { kind: 'not-found' } | { kind: 'refused'; message: string };

/**
 * A recorded payment entered by mistake: marked void with the reason and who voided it, never
 * deleted; it no longer counts, so the balance it took comes back. An online payment is refunded
 * rather than voided (the money did move), and a payment with a refund stays as it is.
 */
export function voidPayment(
  db: Db,
  {
    leadId,
    paymentId,
    reason,
    staffId,
    now,
  }: { leadId: number; paymentId: number; reason: string; staffId: number; now: Date },
): VoidOutcome {
  return db.transaction(
    (tx): VoidOutcome => {
      const payment = tx
        .select()
        .from(ledgerPayments)
        .where(and(eq(ledgerPayments.id, paymentId), eq(ledgerPayments.leadId, leadId)))
        .get();
      if (!payment) return { kind: 'not-found' };
      if (payment.stripeSessionId !== null) return { kind: 'refused', message: paymentMessages.onlineNotVoided };
      if (payment.voidedAt !== null) return { kind: 'refused', message: paymentMessages.alreadyVoided };
      const refunded = tx
        .select({ id: ledgerRefunds.id })
        .from(ledgerRefunds)
        .where(eq(ledgerRefunds.paymentId, paymentId))
        .get();
      if (refunded) return { kind: 'refused', message: paymentMessages.refundedNotVoided };
      const voided = tx
        .update(ledgerPayments)
        .set({ voidedAt: now.toISOString(), voidedBy: staffId, voidReason: reason, updatedAt: now.toISOString() })
        .where(eq(ledgerPayments.id, paymentId))
        .returning()
        .get();
      return { kind: 'voided', payment: voided };
    },
    { behavior: 'immediate' },
  );
}
