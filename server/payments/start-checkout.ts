import { and, eq, gt } from 'drizzle-orm';
import type { Request } from 'express';
import { business } from '../../shared/business';
import { formatDollars } from '../../shared/money';
import { proposalPagePath } from '../../shared/paths';
import { earlierStageMessage, paymentMessages, stagePaidMessage } from '../../shared/payments/payment-messages';
import { paymentStageLabels, type PaymentStage } from '../../shared/payments/payment-schedule';
import { recordActivity } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { findVerification } from '../core/verification';
import { leads } from '../leads';
import { jobFigures, nextPayment } from './job-figures';
import { jobRows } from './ledger-rows';
import { ledgerPayments } from './schema';
import type { Stripe } from './stripe-client';

export type CheckoutOutcome =
  { kind: 'checkout'; url: string } | { kind: 'dead-link' } | { kind: 'refused'; status: 409 | 502; message: string };

type Reservation =
  | { kind: 'open'; url: string; sessionId: string | null }
  | { kind: 'new'; paymentId: number; leadId: number; amountCents: number; email: string }
  | Exclude<CheckoutOutcome, { kind: 'checkout' }>;

/** An open Checkout page is offered again while it has at least this long to live (a double click, a second tab). */
const reuseMarginMs = 10 * 60_000;

/**
 * The payment row for "Pay $X", in one IMMEDIATE transaction with the figures it is checked
 * against: the stage named must be the next one with something left (the page's button), and the
 * amount is exactly what is left of it, never more than the balance. The row is 'pending': it
 * counts for nothing until Stripe's signed webhook says it was paid.
 */
function reserve(db: Db, token: string, stage: PaymentStage, now: Date, req: Request): Reservation {
  return db.transaction(
    (tx): Reservation => {
      const link = findVerification(tx, 'proposal', token, now);
      if (!link || link.leadId === null) return { kind: 'dead-link' };
      const leadId = link.leadId;
      const figures = jobFigures(jobRows(tx, leadId), now);
      const refused = (message: string) => ({ kind: 'refused' as const, status: 409 as const, message });
      if (!figures.contract) return refused(paymentMessages.notSigned);
      if (figures.contract.cancelledAt) return refused(paymentMessages.cancelled);
      if (figures.contract.depositReturnRequested) return refused(paymentMessages.depositReturnRequested);
      const next = nextPayment(figures);
      if (!next || figures.availableCents <= 0) return refused(paymentMessages.nothingDue);
      const asked = figures.schedule.find((s) => s.stage === stage);
      if (!asked || asked.leftCents <= 0) return refused(stagePaidMessage(stage));
      if (next.stage !== stage) return refused(earlierStageMessage(next.stage));
      const amountCents = Math.min(asked.leftCents, figures.availableCents);
      const open = tx
        .select({ url: ledgerPayments.checkoutUrl, sessionId: ledgerPayments.stripeSessionId })
        .from(ledgerPayments)
        .where(
          and(
            eq(ledgerPayments.leadId, leadId),
            eq(ledgerPayments.stage, stage),
            eq(ledgerPayments.status, 'pending'),
            eq(ledgerPayments.amountCents, amountCents),
            gt(ledgerPayments.checkoutExpiresAt, new Date(now.getTime() + reuseMarginMs).toISOString()),
          ),
        )
        .get();
      if (open?.url) return { kind: 'open', url: open.url, sessionId: open.sessionId };
      const { id } = tx
        .insert(ledgerPayments)
        .values({
          leadId,
          stage,
          amountCents,
          status: 'pending',
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning({ id: ledgerPayments.id })
        .get();
      recordActivity(
        tx,
        req,
        {
          action: 'online-payment-started',
          actorId: null,
          subjectType: 'payment',
          subjectId: id,
          leadId,
          detail: `${paymentStageLabels[stage]}: ${formatDollars(amountCents)} (Stripe Checkout opened)`,
        },
        now,
      );
      const { email } = tx.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId)).get()!;
      return { kind: 'new', paymentId: id, leadId, amountCents, email };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Where a second "Pay $X" goes while the first one's Checkout page is open: back to that page, unless
 * it was paid (in another tab) and Stripe's webhook has not come yet; then to the homeowner's page
 * saying the payment is being confirmed, as the paid page itself would. If Stripe cannot be asked,
 * the open page is offered (Stripe never takes a completed session's money twice).
 */
async function openOrPaid(
  stripe: Stripe,
  open: Extract<Reservation, { kind: 'open' }>,
  paying: string,
): Promise<string> {
  if (!open.sessionId) return open.url;
  try {
    const session = await stripe.checkout.sessions.retrieve(open.sessionId);
    return session.status === 'complete' ? paying : open.url;
  } catch {
    return open.url;
  }
}

/** Each job's "Pay $X" under way in this process (the one that serves the database), by lead. */
const underWay = new WeakMap<Db, Map<number, Promise<unknown>>>();

/**
 * Runs a job's "Pay $X" after the one under way, if any: while the first waits for Stripe its row
 * has no Checkout page yet, so a second at once (a double click, two tabs) would open a second
 * page for the same payment, and both could be paid. Waiting, it is offered the first one's page.
 */
function afterTheJobsOther<T>(db: Db, leadId: number, work: () => Promise<T>): Promise<T> {
  let jobs = underWay.get(db);
  if (!jobs) underWay.set(db, (jobs = new Map()));
  const turn = (jobs.get(leadId) ?? Promise.resolve()).then(work, work);
  const done = turn.then(
    () => undefined,
    () => undefined,
  );
  jobs.set(leadId, done);
  void done.then(() => {
    if (jobs.get(leadId) === done) jobs.delete(leadId);
  });
  return turn;
}

type CheckoutRequest = { token: string; stage: PaymentStage; siteUrl: string; now: Date; req: Request };

/**
 * "Pay $X" on the homeowner's page: a Stripe Checkout session for exactly that amount, by card or
 * US bank account (no surcharge: the amount paid by card is the amount due, CGS 42-133ff). It comes
 * back to the homeowner's page whether paid or not; the page shows the payment once the webhook has
 * confirmed it, never because the browser came back. One job's requests run one at a time.
 */
export async function startCheckout(db: Db, stripe: Stripe, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const link = findVerification(db, 'proposal', request.token, request.now);
  if (!link || link.leadId === null) return { kind: 'dead-link' };
  return afterTheJobsOther(db, link.leadId, () => checkout(db, stripe, request));
}

async function checkout(
  db: Db,
  stripe: Stripe,
  { token, stage, siteUrl, now, req }: CheckoutRequest,
): Promise<CheckoutOutcome> {
  const reserved = reserve(db, token, stage, now, req);
  const page = new URL(`${proposalPagePath}/${encodeURIComponent(token)}`, siteUrl).href;
  const paying = `${page}?notice=paying`;
  if (reserved.kind === 'open') return { kind: 'checkout', url: await openOrPaid(stripe, reserved, paying) };
  if (reserved.kind !== 'new') return reserved;
  const { paymentId, leadId, amountCents, email } = reserved;
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: amountCents,
              product_data: { name: `${paymentStageLabels[stage]}: ${business.name}` },
            },
          },
        ],
        // Card and US bank account only (stripe 23 pins an API version where this list replaced payment_method_types).
        allowed_payment_method_types: ['card', 'us_bank_account'],
        customer_email: email,
        client_reference_id: `payment-${paymentId}`,
        metadata: { paymentId: String(paymentId), leadId: String(leadId), stage },
        payment_intent_data: { metadata: { paymentId: String(paymentId), leadId: String(leadId) } },
        success_url: paying,
        cancel_url: `${page}?notice=not-paid`,
      },
      { idempotencyKey: `ledger-payment-${paymentId}` },
    );
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
    db.update(ledgerPayments)
      .set({
        stripeSessionId: session.id,
        stripePaymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : null,
        checkoutUrl: session.url,
        checkoutExpiresAt: new Date(session.expires_at * 1000).toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(ledgerPayments.id, paymentId))
      .run();
    return { kind: 'checkout', url: session.url };
  } catch (err) {
    // Nothing was paid: the row is closed as a Checkout page that never opened.
    db.transaction((tx) => {
      tx.update(ledgerPayments)
        .set({ status: 'expired', updatedAt: new Date().toISOString() })
        .where(eq(ledgerPayments.id, paymentId))
        .run();
      recordActivity(tx, req, {
        action: 'online-payment-expired',
        actorId: null,
        subjectType: 'payment',
        subjectId: paymentId,
        leadId,
        detail: `${paymentStageLabels[stage]}: ${formatDollars(amountCents)} (Stripe could not be reached)`,
      });
    });
    req.log?.warn({ err }, 'Stripe Checkout session not created');
    return { kind: 'refused', status: 502, message: paymentMessages.stripeUnreachable };
  }
}
