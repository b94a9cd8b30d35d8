import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentsApi } from '../../shared/api/payments';
import { signedInAgent } from '../test/admin-agent';
import { asBuffer } from '../test/as-buffer';
import { deliver, payOnline } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { cardFeeCents, type StripeDouble } from '../test/stripe-double';
import { appWithStripeDouble } from '../test/stripe-test-app';
import type { createTestApp } from '../test/test-app';
import { ledgerPayments } from './schema';
import { readStripeFees } from './stripe-fees';

let double: StripeDouble;
let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ({ double, ctx } = await appWithStripeDouble());
});
afterAll(() => ctx.cleanup());

const paymentOf = (leadId: number) =>
  ctx.db.select().from(ledgerPayments).where(eq(ledgerPayments.leadId, leadId)).get()!;

/** A signed $9,000 contract and its $3,000 deposit's Checkout session, with its payment intent. */
async function depositPaid(name: string) {
  const contract = await signTestContract(ctx.app, ctx.db, { name });
  const opened = await payOnline(ctx.app, contract.token, 'deposit');
  const sessionId = /cs_test_\d+$/.exec(opened.body.url)![0];
  const intent = double.sessions.get(sessionId)!.payment_intent;
  return { ...contract, sessionId, intent };
}

describe("Stripe's fee on an online payment", () => {
  it('is read from the charge once the webhook counts the payment, and the CSV shows it beside the amount', async () => {
    const { leadId, sessionId } = await depositPaid('Fay Fee');
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'paid'));
    // The webhook asks the reader for a pass once the payment counts.
    await vi.waitFor(() => expect(paymentOf(leadId).feeCents).toBe(cardFeeCents(300_000)));
    expect(cardFeeCents(300_000)).toBe(8730);

    const office = await signedInAgent(ctx.app);
    const text = ((await asBuffer(office.get(paymentsApi.exportCsv.path))).body as Buffer).toString('utf8');
    expect(text).toMatch(/,Fay Fee,P-\d{4}-\d{4},Payment,Card,,3000\.00,87\.30,Paid\r\n/);
  });

  it('stays unknown while the charge is not in the balance (a bank payment settling), and is read on a later pass', async () => {
    const { leadId, sessionId, intent } = await depositPaid('Sol Settling');
    double.leaveUnsettled(intent);
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'unpaid'));
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    await ctx.payments.fees.run();
    expect(paymentOf(leadId)).toMatchObject({ status: 'succeeded', feeCents: null });

    double.settle(intent);
    expect(await readStripeFees(ctx.db, ctx.payments.stripe!)).toBe(1);
    expect(paymentOf(leadId).feeCents).toBe(cardFeeCents(300_000));
    // Known once: a later pass asks Stripe nothing more about it.
    const asked = double.requestsTo(`/v1/payment_intents/${intent}`).length;
    expect(await readStripeFees(ctx.db, ctx.payments.stripe!)).toBe(0);
    expect(double.requestsTo(`/v1/payment_intents/${intent}`)).toHaveLength(asked);
  });

  it('is not asked for a payment still processing, nor two weeks after it counted', async () => {
    const { leadId, sessionId, intent } = await depositPaid('Pia Pending');
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'unpaid'));
    await readStripeFees(ctx.db, ctx.payments.stripe!);
    expect(double.requestsTo(`/v1/payment_intents/${intent}`)).toHaveLength(0);

    double.leaveUnsettled(intent);
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    await ctx.payments.fees.run();
    double.settle(intent);
    const fifteenDaysOn = new Date(Date.now() + 15 * 24 * 60 * 60_000);
    expect(await readStripeFees(ctx.db, ctx.payments.stripe!, fifteenDaysOn)).toBe(0);
    expect(paymentOf(leadId).feeCents).toBeNull();
  });
});
