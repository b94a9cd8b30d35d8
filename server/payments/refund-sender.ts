import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { recordActivity } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { repeatingJob, type RepeatingJob } from '../core/serial-job';
import { ledgerPayments, ledgerRefunds } from './schema';
import { applyRefundNews } from './stripe-events';
import type { Stripe } from './stripe-client';

/** After a failed try, the next waits a minute, then twice as long each time, up to six hours. */
const refundRetryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/** How often the sender looks for refunds to send or to try again (it also runs at each cancellation). */
const everyMs = 5 * 60_000;

/** Sends every Stripe refund waiting and due a try (run), or every few minutes once started (server/index.ts). */
export type RefundSender = RepeatingJob;

/**
 * Sends the refunds of Stripe payments: `refunds.create` on each one's payment intent, for its
 * amount, after the transaction that queued it (a cancellation answers the homeowner at once, never
 * with a 5xx for Stripe's sake). A failure is logged and tried again later. The package retries a
 * request lost on the network with the same idempotency key; a later try first lists the intent's
 * refunds for ours (its id in the metadata), so an answer lost for good makes no second refund.
 */
export function createRefundSender({
  db,
  stripe,
  logError,
}: {
  db: Db;
  stripe: Stripe | undefined;
  logError: (err: unknown) => void;
}): RefundSender {
  const sendDue = async () => {
    if (!stripe) return;
    const now = new Date();
    const due = db
      .select({ refund: ledgerRefunds, intent: ledgerPayments.stripePaymentIntentId })
      .from(ledgerRefunds)
      .innerJoin(ledgerPayments, eq(ledgerPayments.id, ledgerRefunds.paymentId))
      .where(
        and(
          eq(ledgerRefunds.status, 'pending'),
          isNull(ledgerRefunds.stripeRefundId),
          isNotNull(ledgerPayments.stripePaymentIntentId),
          or(isNull(ledgerRefunds.nextAttemptAt), lte(ledgerRefunds.nextAttemptAt, now.toISOString())),
        ),
      )
      .orderBy(asc(ledgerRefunds.id))
      .all();
    for (const { refund, intent } of due) {
      try {
        // A try whose answer was lost may have reached Stripe: look for it before asking again.
        const earlier =
          refund.attempts > 0
            ? (await stripe.refunds.list({ payment_intent: intent!, limit: 100 })).data.find(
                (r) => r.metadata?.refundId === String(refund.id),
              )
            : undefined;
        const sent =
          earlier ??
          (await stripe.refunds.create(
            {
              payment_intent: intent!,
              amount: refund.amountCents,
              metadata: { refundId: String(refund.id), leadId: String(refund.leadId) },
            },
            // Stripe answers a key it has seen with its first answer, refusals included: one key per try.
            { idempotencyKey: `ledger-refund-${refund.id}-${refund.attempts + 1}` },
          ));
        db.transaction(
          (tx) => {
            tx.update(ledgerRefunds)
              .set({ attempts: refund.attempts + 1, lastError: null })
              .where(eq(ledgerRefunds.id, refund.id))
              .run();
            applyRefundNews(tx, sent, null, new Date(), 'refund-sent');
          },
          { behavior: 'immediate' },
        );
      } catch (err) {
        const attempts = refund.attempts + 1;
        db.update(ledgerRefunds)
          .set({
            attempts,
            nextAttemptAt: new Date(Date.now() + refundRetryDelayMs(attempts)).toISOString(),
            lastError: (err instanceof Error ? err.message : String(err)).slice(0, 300),
          })
          .where(eq(ledgerRefunds.id, refund.id))
          .run();
        recordActivity(db, null, {
          action: 'refund-updated',
          actorId: null,
          subjectType: 'refund',
          subjectId: refund.id,
          leadId: refund.leadId,
          detail: `Stripe refused the refund (try ${attempts}); it is tried again`,
        });
        logError(err);
      }
    }
  };
  return repeatingJob(sendDue, everyMs, logError);
}
