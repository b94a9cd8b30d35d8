import { aboveBalanceMessage, paymentMessages } from '../../shared/payments/payment-messages';
import type { RecordPayment } from '../../shared/payments/payment-inputs';
import type { Db } from '../core/db/types';
import { jobFigures, nextPayment } from './job-figures';
import { jobRows, type PaymentRow } from './ledger-rows';
import { issueReceipt } from './receipts/issue-receipt';
import { ledgerPayments } from './schema';

type RecordOutcome =
  | { kind: 'recorded'; payment: PaymentRow }
  /** `amount`: the amount is what the ledger cannot take (the form shows it on that field). */
  | { kind: 'refused'; message: string; amount?: true };

/**
 * A check, cash or a bank transfer the office took, counted at once, with its receipt (mailed after
 * the transaction). Never above what is left to
 * pay (the balance less bank payments still processing): the check and the insert run in one
 * IMMEDIATE transaction, so two recorded at once leave at most the balance taken.
 */
export function recordPayment(
  db: Db,
  leadId: number,
  input: RecordPayment,
  { staffId, now }: { staffId: number; now: Date },
): RecordOutcome {
  return db.transaction(
    (tx): RecordOutcome => {
      const figures = jobFigures(jobRows(tx, leadId), now);
      if (!figures.contract) return { kind: 'refused', message: paymentMessages.notSigned };
      if (figures.contract.cancelledAt) return { kind: 'refused', message: paymentMessages.cancelled };
      if (input.amountCents > figures.availableCents) {
        return {
          kind: 'refused',
          message: aboveBalanceMessage(input.amountCents, figures.availableCents),
          amount: true,
        };
      }
      const payment = tx
        .insert(ledgerPayments)
        .values({
          leadId,
          stage: input.stage ?? nextPayment(figures)?.stage ?? 'balance',
          method: input.method,
          amountCents: input.amountCents,
          status: 'succeeded',
          receivedOn: input.receivedOn,
          checkNumber: input.method === 'check' ? (input.checkNumber ?? null) : null,
          recordedBy: staffId,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning()
        .get();
      issueReceipt(tx, payment, now);
      return { kind: 'recorded', payment };
    },
    { behavior: 'immediate' },
  );
}
