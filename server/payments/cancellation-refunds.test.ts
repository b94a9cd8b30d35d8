import { eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { homeownerProposalFor } from '../proposals';
import { signedInAgent } from '../test/admin-agent';
import { deliver, paymentPaths, payOnline } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import type { StripeDouble } from '../test/stripe-double';
import { appWithStripeDouble } from '../test/stripe-test-app';
import type { createTestApp } from '../test/test-app';
import { refundDueBy } from './refunds';
import { ledgerRefunds } from './schema';

let double: StripeDouble;
let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeAll(async () => {
  ({ double, ctx } = await appWithStripeDouble());
  owner = await signedInAgent(ctx.app);
});
afterAll(() => ctx.cleanup());

const today = dayOf(new Date());
const ledger = async (leadId: number) => (await owner.get(paymentPaths.job(leadId))).body as JobPayments;
const cancel = (token: string) => request(ctx.app).post(paymentPaths.cancel(token)).send({});

/** A signed contract whose deposit was paid through Checkout (the signed webhook says how). */
async function paidOnline(name: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
  const contract = await signTestContract(ctx.app, ctx.db, { name });
  const { url } = (await payOnline(ctx.app, contract.token, 'deposit')).body as { url: string };
  const sessionId = /cs_test_\d+$/.exec(url)![0];
  await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, paymentStatus));
  return { ...contract, sessionId, intent: double.sessions.get(sessionId)!.payment_intent };
}

describe('a contract cancelled within the three business days', () => {
  it('refunds the online payment through Stripe and shows the check as a refund owed, due in ten business days', async () => {
    const { token, leadId, intent } = await paidOnline('Quinn Cancel');
    const check = { method: 'check', amountCents: 100_000, receivedOn: today, checkNumber: '2001' };
    expect((await owner.post(paymentPaths.job(leadId)).send(check)).status).toBe(201);

    const refundsBefore = double.requestsTo('/v1/refunds').length;
    expect((await cancel(token)).status).toBe(200);
    await ctx.payments.refunds.run();
    const sent = double.requestsTo('/v1/refunds').slice(refundsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form).toMatchObject({ payment_intent: intent, amount: '300000' });
    expect(sent[0]!.idempotencyKey).toMatch(/^ledger-refund-\d+-1$/);

    const job = await ledger(leadId);
    expect(job.contract?.cancelledAt).not.toBeNull();
    expect(job.charges.map((c) => [c.kind, c.amountCents])).toEqual([
      ['contract', 900_000],
      ['cancellation', -900_000],
    ]);
    const dueBy = refundDueBy(new Date());
    expect(job.refunds).toEqual([
      expect.objectContaining({ amountCents: 300_000, status: 'succeeded', online: true, dueBy, settledOn: today }),
      expect.objectContaining({ amountCents: 100_000, status: 'owed', online: false, dueBy, overdue: false }),
    ]);
    expect(job.refunds[1]!.dueByText).toMatch(/^the end of \w+day, \w+ \d{1,2}, \d{4}$/);
    expect(job.totals).toMatchObject({
      chargesCents: 0,
      paidCents: 400_000,
      balanceCents: 0,
      refundsOpenCents: 100_000,
    });
    expect(job.schedule.every((s) => s.leftCents === 0 && !s.due)).toBe(true);

    const page = homeownerProposalFor(ctx.db, token, new Date(), { onlinePayment: true })!.proposal.payments!;
    expect(page).toMatchObject({ payOnline: false, balanceCents: 0 });
    expect(page.refunds.map((r) => [r.amountCents, r.status, r.dueBy])).toEqual([
      [300_000, 'succeeded', dueBy],
      [100_000, 'owed', dueBy],
    ]);
    const pay = await payOnline(ctx.app, token, 'balance');
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe(paymentMessages.cancelled);

    // The office mails the check back and marks the refund paid.
    const owed = job.refunds[1]!;
    const paid = await owner
      .post(paymentPaths.refundPaid(leadId, owed.id))
      .send({ paidOn: today, note: 'Check 3001 mailed' });
    expect(paid.status).toBe(200);
    expect((paid.body as JobPayments).refunds[1]).toMatchObject({
      status: 'paid',
      settledBy: 'Owner',
      note: 'Check 3001 mailed',
    });
    expect((paid.body as JobPayments).totals.refundsOpenCents).toBe(0);
    const twice = await owner.post(paymentPaths.refundPaid(leadId, owed.id)).send({ paidOn: today });
    expect(twice.status).toBe(409);
    const stripes = await owner.post(paymentPaths.refundPaid(leadId, job.refunds[0]!.id)).send({ paidOn: today });
    expect(stripes.status).toBe(409);
  });

  it('a refund Stripe refuses does not fail the cancellation: it is logged, kept pending and sent again later', async () => {
    const { token, leadId } = await paidOnline('Quinn Retry');
    double.refuseRefunds(1);
    expect((await cancel(token)).status).toBe(200);
    await ctx.payments.refunds.run();
    const [refund] = ctx.db.select().from(ledgerRefunds).where(eq(ledgerRefunds.leadId, leadId)).all();
    expect(refund).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The double refuses this refund' });
    expect(Date.parse(refund!.nextAttemptAt!)).toBeGreaterThan(Date.now());

    // Not before its next try is due; then it goes through.
    await ctx.payments.refunds.run();
    expect(ctx.db.select().from(ledgerRefunds).where(eq(ledgerRefunds.id, refund!.id)).get()!.attempts).toBe(1);
    ctx.db
      .update(ledgerRefunds)
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .where(eq(ledgerRefunds.id, refund!.id))
      .run();
    await ctx.payments.refunds.run();
    expect(ctx.db.select().from(ledgerRefunds).where(eq(ledgerRefunds.id, refund!.id)).get()).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastError: null,
    });
    // The second try looked for a refund of the first before asking again, under a key of its own.
    const tries = double.requests.filter((r) => r.path === '/v1/refunds').slice(-3);
    expect(tries.map((r) => [r.method, r.idempotencyKey ?? r.query.get('payment_intent')])).toEqual([
      ['POST', `ledger-refund-${refund!.id}-1`],
      ['GET', expect.stringMatching(/^pi_test_\d+$/)],
      ['POST', `ledger-refund-${refund!.id}-2`],
    ]);
  });

  it('a bank payment still processing when the contract is cancelled is refunded once it settles', async () => {
    const { token, leadId, sessionId } = await paidOnline('Quinn Bank', 'unpaid');
    expect((await cancel(token)).status).toBe(200);
    await ctx.payments.refunds.run();
    expect((await ledger(leadId)).refunds).toEqual([]);
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    await vi.waitFor(async () =>
      expect((await ledger(leadId)).refunds).toEqual([expect.objectContaining({ status: 'succeeded' })]),
    );
    expect((await ledger(leadId)).refunds[0]).toMatchObject({
      amountCents: 300_000,
      reason: 'Contract cancelled within three days',
    });
  });
});
