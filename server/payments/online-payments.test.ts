import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../shared/business-time';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { signedInAgent } from '../test/admin-agent';
import { deadProposalLinkMessage } from '../../shared/proposals/proposal-notices';
import { sendTestContract, signTestContract } from '../test/signed-contract';
import type { StripeDouble } from '../test/stripe-double';
import { appWithStripeDouble } from '../test/stripe-test-app';
import { tableContents } from '../test/table-contents';
import type { createTestApp } from '../test/test-app';
import { ledgerPayments } from './schema';
import { deliver, pageMoney, paymentPaths, payOnline } from '../test/payment-requests';

const siteUrl = 'https://closets.example';
let double: StripeDouble;
let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ({ double, ctx } = await appWithStripeDouble({ siteUrl, renderedPages: true }));
});
afterAll(() => ctx.cleanup());

const paymentsOf = (leadId: number) =>
  ctx.db.select().from(ledgerPayments).where(eq(ledgerPayments.leadId, leadId)).all();

/** A signed $9,000 contract (a deposit of one-third) and its deposit's Checkout session opened. */
async function depositCheckout(name: string) {
  const contract = await signTestContract(ctx.app, ctx.db, { name });
  const res = await payOnline(ctx.app, contract.token, 'deposit');
  expect(res.status).toBe(200);
  const sessionId = /cs_test_\d+$/.exec(res.body.url)![0];
  return { ...contract, sessionId, url: res.body.url as string };
}

describe('the deposit paid through Stripe Checkout', () => {
  it('opens a session for exactly the deposit and counts it only when the signed webhook says it was paid', async () => {
    const { token, leadId, sessionId, url } = await depositCheckout('Pat Card');
    expect(url).toBe(double.sessions.get(sessionId)!.url);

    const sent = double.requestsTo('/v1/checkout/sessions').at(-1)!;
    const [payment] = paymentsOf(leadId);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '300000',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
      client_reference_id: `payment-${payment!.id}`,
      'metadata[paymentId]': String(payment!.id),
      success_url: `${siteUrl}/proposal/${token}?notice=paying`,
      cancel_url: `${siteUrl}/proposal/${token}?notice=not-paid`,
    });
    expect(sent.idempotencyKey).toBe(`ledger-payment-${payment!.id}`);
    expect(payment).toMatchObject({ status: 'pending', amountCents: 300_000, stripeSessionId: sessionId });

    // The browser comes back to success_url: the page says so, and nothing is counted.
    const before = tableContents(ctx.db);
    const back = await request(ctx.app).get(`/proposal/${token}?notice=paying`);
    expect(back.status).toBe(200);
    expect(tableContents(ctx.db)).toBe(before);
    let money = await pageMoney(ctx.app, token);
    expect(money).toMatchObject({
      paidCents: 0,
      balanceCents: 900_000,
      payments: [],
      payOnline: true,
      confirming: true,
    });
    // What the page reads again while it waits is the same as its data.
    expect((await request(ctx.app).get(paymentPaths.homeownerRead(token))).body).toEqual(money);

    expect(
      (await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'paid'))).body,
    ).toEqual({
      received: true,
    });
    money = await pageMoney(ctx.app, token);
    expect(money).toMatchObject({ paidCents: 300_000, balanceCents: 600_000, confirming: false });
    expect((await request(ctx.app).get(paymentPaths.homeownerRead(token))).body).toEqual(money);
    expect(money!.payments).toEqual([
      expect.objectContaining({ method: 'card', amountCents: 300_000, status: 'succeeded' }),
    ]);
    expect(money!.schedule.map((s) => [s.stage, s.paidCents, s.leftCents, s.payable])).toEqual([
      ['deposit', 300_000, 0, false],
      ['balance', 0, 600_000, true],
    ]);
  });

  it('a replayed, reordered or concurrent webhook leaves exactly one payment', async () => {
    const { leadId, sessionId } = await depositCheckout('Pat Replay');
    const completed = double.sessionEvent('checkout.session.completed', sessionId, 'paid');
    const answers = await Promise.all([1, 2, 3].map(() => deliver(ctx.rawApp, double, completed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await deliver(ctx.rawApp, double, completed);
    // The same news under new event ids (Stripe may send a session's events twice and out of order).
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'unpaid'));
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'paid'));
    const payments = paymentsOf(leadId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', method: 'card', amountCents: 300_000 });
    const owner = await signedInAgent(ctx.app);
    const job = (await owner.get(paymentPaths.job(leadId))).body;
    expect(job.totals).toMatchObject({ paidCents: 300_000, balanceCents: 600_000 });
  });

  it('a forged webhook (bad signature) is refused with 400 and changes nothing', async () => {
    const { leadId, sessionId } = await depositCheckout('Pat Forged');
    const before = tableContents(ctx.db);
    const event = double.sessionEvent('checkout.session.completed', sessionId, 'paid');
    const forged = await deliver(ctx.rawApp, double, event, 'whsec_not_ours');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ success: false, error: paymentMessages.badSignature });
    // Signed right, but the body changed on the way.
    const payload = JSON.stringify(event);
    const altered = await request(ctx.rawApp)
      .post(paymentPaths.webhook)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', double.signature(payload))
      .send(payload.replace('"amount_total":300000', '"amount_total":1'));
    expect(altered.status).toBe(400);
    const unsigned = await request(ctx.rawApp)
      .post(paymentPaths.webhook)
      .set('Content-Type', 'application/json')
      .send(payload);
    expect(unsigned.status).toBe(400);
    expect(tableContents(ctx.db)).toBe(before);
    expect(paymentsOf(leadId)[0]!.status).toBe('pending');
  });

  it('a bank payment is processing, then paid, or failed, and the page says which', async () => {
    const settles = await depositCheckout('Pat Bank');
    // Settled before its completion arrives (out of order): paid, and the late completion changes nothing.
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', settles.sessionId, 'unpaid'));
    let money = await pageMoney(ctx.app, settles.token);
    expect(money!.payments).toEqual([expect.objectContaining({ method: 'us_bank_account', status: 'processing' })]);
    expect(money).toMatchObject({ paidCents: 0, processingCents: 300_000, balanceCents: 900_000 });
    expect(money!.schedule[0]).toMatchObject({ processingCents: 300_000, leftCents: 0, payable: false });
    await deliver(
      ctx.rawApp,
      double,
      double.sessionEvent('checkout.session.async_payment_succeeded', settles.sessionId),
    );
    money = await pageMoney(ctx.app, settles.token);
    expect(money!.payments).toEqual([expect.objectContaining({ method: 'us_bank_account', status: 'succeeded' })]);
    expect(money).toMatchObject({ paidCents: 300_000, processingCents: 0, balanceCents: 600_000 });

    const fails = await depositCheckout('Pat Bounced');
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.async_payment_failed', fails.sessionId));
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', fails.sessionId, 'unpaid'));
    money = await pageMoney(ctx.app, fails.token);
    expect(money!.payments).toEqual([expect.objectContaining({ method: 'us_bank_account', status: 'failed' })]);
    expect(money).toMatchObject({ paidCents: 0, processingCents: 0, balanceCents: 900_000 });
    expect(money!.schedule[0]).toMatchObject({ leftCents: 300_000, payable: true });
  });

  it('money Stripe took above the balance is refunded at once: nothing takes the balance below zero', async () => {
    const { leadId, sessionId } = await depositCheckout('Pat Overpaid');
    const owner = await signedInAgent(ctx.app);
    // While the Checkout page is open, the office takes a check for the whole contract.
    const check = { method: 'check', amountCents: 900_000, receivedOn: dayOf(new Date()), checkNumber: '77' };
    expect((await owner.post(paymentPaths.job(leadId)).send(check)).status).toBe(201);
    const before = double.requestsTo('/v1/refunds').length;
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'paid'));
    await ctx.payments.refunds.run();
    expect(
      double
        .requestsTo('/v1/refunds')
        .slice(before)
        .map((r) => r.form.amount),
    ).toEqual(['300000']);
    const job = (await owner.get(paymentPaths.job(leadId))).body;
    expect(job.totals).toMatchObject({ paidCents: 1_200_000, refundedCents: 300_000, balanceCents: 0 });
    expect(job.refunds).toEqual([expect.objectContaining({ reason: 'Paid above the balance', status: 'succeeded' })]);
  });

  it('pays only the next payment of the schedule, for what is left of it, and offers an open session again', async () => {
    const { token, url } = await depositCheckout('Pat Twice');
    const again = await payOnline(ctx.app, token, 'deposit');
    expect(again.body.url).toBe(url);
    const early = await payOnline(ctx.app, token, 'balance');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Please pay the deposit first');
    // Without JavaScript: the page's form post goes straight to Checkout.
    const form = await request(ctx.app).post(paymentPaths.payOnline(token)).type('form').send({ stage: 'deposit' });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe(url);
    const refused = await request(ctx.app).post(paymentPaths.payOnline(token)).type('form').send({ stage: 'balance' });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe(`/proposal/${token}?notice=pay-refused`);
  });

  it('two "Pay" at once (a double click, two tabs) open one Checkout page, offered to both', async () => {
    const { token, leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Pat Double Click' });
    const opened = double.requestsTo('/v1/checkout/sessions').length;
    const both = await Promise.all([
      payOnline(ctx.app, token, 'deposit'),
      request(ctx.app).post(paymentPaths.payOnline(token)).type('form').send({ stage: 'deposit' }),
      payOnline(ctx.app, token, 'deposit'),
    ]);
    const [first] = paymentsOf(leadId);
    expect(paymentsOf(leadId)).toHaveLength(1);
    expect(double.requestsTo('/v1/checkout/sessions')).toHaveLength(opened + 1);
    expect([both[0].body.url, both[1].headers.location, both[2].body.url]).toEqual(
      Array(3).fill(double.sessions.get(first!.stripeSessionId!)!.url),
    );
  });

  it('a second tab\'s "Pay" after the first paid, before the webhook, goes to the page saying it is being confirmed', async () => {
    const { token, leadId, sessionId } = await depositCheckout('Pat Two Tabs');
    double.sessions.get(sessionId)!.status = 'complete';
    const opened = double.requestsTo('/v1/checkout/sessions').length;
    const paying = `${siteUrl}/proposal/${token}?notice=paying`;

    const again = await payOnline(ctx.app, token, 'deposit');
    expect(again.body.url).toBe(paying);
    const form = await request(ctx.app).post(paymentPaths.payOnline(token)).type('form').send({ stage: 'deposit' });
    expect(form.headers.location).toBe(paying);
    expect(double.requestsTo('/v1/checkout/sessions')).toHaveLength(opened);
    expect(double.requestsTo(`/v1/checkout/sessions/${sessionId}`)).toHaveLength(2);
    expect(paymentsOf(leadId)).toHaveLength(1);
  });

  it("the page's read of the payments: 409 before signing, 404 for a dead link, and it changes nothing", async () => {
    const { token } = sendTestContract(ctx.db, { name: 'Pat Unsigned' });
    const before = tableContents(ctx.db);
    const unsigned = await request(ctx.app).get(paymentPaths.homeownerRead(token));
    expect(unsigned.status).toBe(409);
    expect(unsigned.body).toEqual({ success: false, error: paymentMessages.notSigned });
    const dead = await request(ctx.app).get(paymentPaths.homeownerRead('x'.repeat(43)));
    expect(dead.status).toBe(404);
    expect(dead.body).toEqual({ success: false, error: deadProposalLinkMessage });
    expect(tableContents(ctx.db)).toBe(before);
  });

  it('a bank payment back from Checkout is no longer being confirmed once Stripe says it is processing', async () => {
    const { token, sessionId } = await depositCheckout('Pat Waiting');
    expect(await pageMoney(ctx.app, token)).toMatchObject({ confirming: true });
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'unpaid'));
    expect(await pageMoney(ctx.app, token)).toMatchObject({ confirming: false, processingCents: 300_000 });
  });
});
