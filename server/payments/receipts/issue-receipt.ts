import type { Tx } from '../../core/db/types';
import { jobFigures } from '../job-figures';
import { jobRows, type PaymentRow } from '../ledger-rows';
import { paymentReceipts } from '../schema';

/**
 * A payment just counted gets its receipt, in the transaction that counts it (Stripe's webhook or
 * the office's record), with the balance left at that moment: once per payment, whatever replays
 * the event (the payment is the key). The receipt mailer e-mails it after the transaction.
 */
export function issueReceipt(tx: Tx, payment: PaymentRow, now: Date): void {
  const { balanceCents } = jobFigures(jobRows(tx, payment.leadId), now);
  tx.insert(paymentReceipts)
    .values({
      paymentId: payment.id,
      leadId: payment.leadId,
      balanceAfterCents: Math.max(0, balanceCents),
      issuedAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .run();
}
