import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { ledgerPayments } from './schema';
import type { Stripe } from './stripe-client';

/** How often the fees still unknown are read again (create-payments.ts; the webhook also asks after each payment counted). */
export const feeReadEveryMs = 60 * 60_000;

/** A fee not known this long after its payment counted is left unknown (the CSV's cell stays empty). */
const lookbackMs = 14 * 24 * 60 * 60_000;

/**
 * Stripe's fee on each online payment that succeeded, for the bookkeeper's CSV. The Checkout events
 * do not carry it: it is on the charge's balance transaction, which a card has when it is paid and a
 * bank payment once it settles. Read by the payment intent, and kept only while still unknown.
 */
export async function readStripeFees(db: Db, stripe: Stripe, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - lookbackMs).toISOString();
  const unknown = db
    .select({ id: ledgerPayments.id, intent: ledgerPayments.stripePaymentIntentId })
    .from(ledgerPayments)
    .where(
      and(
        eq(ledgerPayments.status, 'succeeded'),
        isNotNull(ledgerPayments.stripePaymentIntentId),
        isNull(ledgerPayments.feeCents),
        gte(ledgerPayments.updatedAt, since),
      ),
    )
    .all();
  let read = 0;
  for (const { id, intent } of unknown) {
    const paid = await stripe.paymentIntents.retrieve(intent!, { expand: ['latest_charge.balance_transaction'] });
    const charge = paid.latest_charge;
    const balance = charge && typeof charge === 'object' ? charge.balance_transaction : null;
    // Not in Stripe's balance yet: the next pass asks again.
    if (!balance || typeof balance !== 'object') continue;
    db.update(ledgerPayments)
      .set({ feeCents: balance.fee })
      .where(and(eq(ledgerPayments.id, id), isNull(ledgerPayments.feeCents)))
      .run();
    read += 1;
  }
  return read;
}
