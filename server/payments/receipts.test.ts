import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../../shared/api/route';
import { paymentsApi } from '../../shared/api/payments';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { listOutbox } from '../core/mail/outbox';
import { createOutboxWorker } from '../core/mail/outbox-worker';
import { smtpSender } from '../core/mail/transport';
import { readPdf } from '../test/read-pdf';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { attachedFile, listAttachments } from '../test/mail-attachments';
import { deliver, pageMoney, paymentPaths, payOnline } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import type { StripeDouble } from '../test/stripe-double';
import { appWithStripeDouble } from '../test/stripe-test-app';
import type { createTestApp } from '../test/test-app';
import { startTestSmtpServer, waitFor } from '../test/test-smtp-server';
import { mailDueReceipts } from './receipts/receipt-mailer';
import { recordPayment } from './record-payment';
import { ledgerCharges, paymentReceipts } from './schema';
import { voidPayment } from './void-payment';

let double: StripeDouble;
let ctx: ReturnType<typeof createTestApp>;
let office: TestAgent;
let officeId: number;
beforeAll(async () => {
  ({ double, ctx } = await appWithStripeDouble({ renderedPages: true }));
  const person = await addTestStaff(ctx.db, 'office');
  officeId = person.id;
  office = await signedInAgent(ctx.app, person.email);
});
afterAll(() => ctx.cleanup());

const today = dayOf(new Date());
const mailOf = (leadId: number, kind: string) =>
  listOutbox(ctx.db).filter((m) => m.leadId === leadId && m.kind === kind);
const receiptsOf = (leadId: number) =>
  ctx.db.select().from(paymentReceipts).where(eq(paymentReceipts.leadId, leadId)).all();
const contractNumberOf = (leadId: number) =>
  ctx.db
    .select({ reference: ledgerCharges.reference })
    .from(ledgerCharges)
    .where(and(eq(ledgerCharges.leadId, leadId), eq(ledgerCharges.kind, 'contract')))
    .get()?.reference;
const homeownerReceipt = (token: string, paymentId: number) =>
  request(ctx.app).get(pathTo(paymentsApi.homeownerReceipt, { token, paymentId }));
/** A PDF download's bytes (supertest parses only text and JSON by itself). */
const staffReceipt = (agent: TestAgent, leadId: number, paymentId: number) =>
  asBuffer(agent.get(pathTo(paymentsApi.receipt, { id: leadId, paymentId })));
const pdfText = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join(' ');

/** A signed $9,000 contract whose deposit the homeowner paid by card through Checkout (the webhook not yet sent). */
async function depositPaidByCard(name: string) {
  const contract = await signTestContract(ctx.app, ctx.db, { name });
  const res = await payOnline(ctx.app, contract.token, 'deposit');
  const sessionId = /cs_test_\d+$/.exec(res.body.url)![0];
  return { ...contract, completed: double.sessionEvent('checkout.session.completed', sessionId, 'paid') };
}

describe('a receipt for each payment counted', () => {
  it('arrives by e-mail with its PDF: the contractor, the contract, the amount, the method and the balance left', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const { leadId, token, completed } = await depositPaidByCard('Rita Receipt');
      expect((await deliver(ctx.rawApp, double, completed)).status).toBe(200);
      await ctx.payments.receipts.run();
      const worker = createOutboxWorker({
        db: ctx.db,
        sender: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
        from: 'office@example.com',
      });
      await worker.runOnce();
      const mail = await waitFor(() =>
        smtp.received.find((m) => m.to.includes('rita.receipt@example.com') && m.text.includes('Your receipt')),
      );
      const contractNumber = contractNumberOf(leadId)!;
      expect(contractNumber).toMatch(/^P-\d{4}-\d{4}$/);
      expect(mail.text).toContain('Subject: Your receipt for $3,000.00 | Shoreline Custom Closets');
      expect(mail.text).toContain('we received your deposit of $3,000.00 (card, paid online)');
      expect(mail.text).toContain(`Contract: ${contractNumber}`);
      expect(mail.text).toContain('Balance left on the contract: $6,000.00');

      const pdf = attachedFile(mail.raw, 'application/pdf');
      expect(pdf?.filename).toMatch(/^receipt-R-\d{4}-\d{5}\.pdf$/);
      const pages = await readPdf(pdf!.bytes);
      expect(pages).toHaveLength(1);
      const text = pages[0]!.text;
      for (const fact of [
        'Shoreline Custom Closets',
        '100 Shoreline Way',
        'Connecticut HIC Registration No. HIC.0600000',
        'PAYMENT RECEIPT',
        `Home improvement contract ${contractNumber}`,
        'Contract (Better)',
        'Rita Receipt',
        'Deposit',
        'Card, paid online',
        'Amount received $3,000.00',
        'Balance left on the contract $6,000.00',
      ]) {
        expect(text).toContain(fact);
      }

      // The homeowner's page lists it, and their link downloads the same receipt again.
      const [shown] = (await pageMoney(ctx.app, token))!.payments;
      const [receipt] = receiptsOf(leadId);
      expect(shown).toMatchObject({ receipt: pdf!.filename.slice('receipt-'.length, -'.pdf'.length) });
      const again = await asBuffer(homeownerReceipt(token, shown!.id));
      expect(again.status).toBe(200);
      expect(again.headers['content-type']).toBe('application/pdf');
      expect(again.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(again.body as Buffer, pdf!.bytes)).toBe(0);
      expect(receipt).toMatchObject({ balanceAfterCents: 600_000, notMailedReason: null });
      expect(receipt!.mailedAt).not.toBeNull();
      await worker.stop();
    } finally {
      await smtp.close();
    }
  });

  it('a replayed, concurrent webhook issues exactly one receipt and one e-mail', async () => {
    const { leadId, completed } = await depositPaidByCard('Rory Replay');
    await Promise.all([1, 2, 3].map(() => deliver(ctx.rawApp, double, completed)));
    await deliver(ctx.rawApp, double, completed);
    // The same news under a new event id, and mailer passes at once.
    const sessionId = completed.data.object.id;
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', sessionId, 'paid'));
    await Promise.all([ctx.payments.receipts.run(), ctx.payments.receipts.run()]);
    expect(receiptsOf(leadId)).toHaveLength(1);
    expect(mailOf(leadId, 'payment-receipt')).toHaveLength(1);
  });

  it('a bank payment gets its receipt once it settles, not while it is processing', async () => {
    const contract = await signTestContract(ctx.app, ctx.db, { name: 'Bo Bank' });
    const session = /cs_test_\d+$/.exec((await payOnline(ctx.app, contract.token, 'deposit')).body.url)![0];
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', session, 'unpaid'));
    await ctx.payments.receipts.run();
    expect(receiptsOf(contract.leadId)).toEqual([]);
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.async_payment_succeeded', session));
    await ctx.payments.receipts.run();
    expect(mailOf(contract.leadId, 'payment-receipt').map((m) => m.body)).toEqual([
      expect.stringContaining('we received your deposit of $3,000.00 (US bank account, paid online)'),
    ]);
  });

  it('a check the office records gets its receipt, naming the check; staff download it too', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Cora Check' });
    const recorded = await office
      .post(paymentPaths.job(leadId))
      .send({ method: 'check', amountCents: 250_000, receivedOn: today, checkNumber: '1042' });
    expect(recorded.status).toBe(201);
    const [payment] = (recorded.body as JobPayments).payments;
    await ctx.payments.receipts.run();
    const [mail] = mailOf(leadId, 'payment-receipt');
    expect(mail?.body).toContain('we received your deposit of $2,500.00 (check no. 1042)');
    const attachment = listAttachments(ctx.db).find((a) => a.outboxId === mail!.id)!;
    expect(attachment.contentType).toBe('application/pdf');
    const text = await pdfText(Buffer.from(attachment.content, 'base64'));
    expect(text).toContain('Check no. 1042');
    expect(text).toContain('Balance left on the contract $6,500.00');

    const ledger = (await office.get(paymentPaths.job(leadId))).body as JobPayments;
    expect(ledger.payments[0]!.receipt).toMatchObject({ number: expect.stringMatching(/^R-\d{4}-\d{5}$/) });
    expect(ledger.payments[0]!.receipt!.mailedAt).not.toBeNull();
    const download = await staffReceipt(office, leadId, payment!.id);
    expect(download.status).toBe(200);
    expect(await pdfText(download.body as Buffer)).toContain('Check no. 1042');
  });

  it('a payment voided while its receipt was being made is never mailed; the homeowner cannot download it, staff see it marked void', async () => {
    const { leadId, token } = await signTestContract(ctx.app, ctx.db, { name: 'Vic Void' });
    const recorded = recordPayment(
      ctx.db,
      leadId,
      { method: 'cash', amountCents: 100_000, receivedOn: today },
      { staffId: officeId, now: new Date() },
    );
    if (recorded.kind !== 'recorded') throw new Error('not recorded');
    const paymentId = recorded.payment.id;
    // The mailer's pass has picked the receipt up and is making its PDF when the office voids the payment.
    const pass = mailDueReceipts(ctx.db);
    voidPayment(ctx.db, { leadId, paymentId, reason: 'Entered twice', staffId: officeId, now: new Date() });
    expect(await pass).toBe(0);
    await ctx.payments.receipts.run();
    expect(mailOf(leadId, 'payment-receipt')).toEqual([]);
    expect(receiptsOf(leadId)).toEqual([
      expect.objectContaining({
        mailedAt: null,
        notMailedReason: 'The payment was voided before its receipt was sent',
      }),
    ]);
    const homeowner = await homeownerReceipt(token, paymentId);
    expect(homeowner.status).toBe(404);
    expect(homeowner.body).toEqual({ success: false, error: paymentMessages.receiptNotFound });
    const staff = await staffReceipt(office, leadId, paymentId);
    expect(staff.status).toBe(200);
    expect(await pdfText(staff.body as Buffer)).toMatch(/VOIDED on .+: Entered twice/);
  });

  it("a receipt is downloaded only through its own job's link, and by staff who may see the lead", async () => {
    const first = await signTestContract(ctx.app, ctx.db, { name: 'Owen Own' });
    const other = await signTestContract(ctx.app, ctx.db, { name: 'Otto Other' });
    const recorded = await office
      .post(paymentPaths.job(first.leadId))
      .send({ method: 'cash', amountCents: 100_000, receivedOn: today });
    const paymentId = (recorded.body as JobPayments).payments[0]!.id;
    expect((await homeownerReceipt(first.token, paymentId)).status).toBe(200);
    expect((await homeownerReceipt(other.token, paymentId)).status).toBe(404);
    expect((await homeownerReceipt('not-a-real-link', paymentId)).status).toBe(404);
    // A designer works only the leads handed to them: another's receipt is not found.
    const designer = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'designer')).email);
    expect((await staffReceipt(designer, first.leadId, paymentId)).status).toBe(404);
    expect((await staffReceipt(office, other.leadId, paymentId)).status).toBe(404);
  });
});

describe('a refund e-mails the homeowner a short notice', () => {
  it('once Stripe has sent it, and once when the office pays one back', async () => {
    const card = await depositPaidByCard('Cara Cancel');
    await deliver(ctx.rawApp, double, card.completed);
    expect((await request(ctx.app).post(paymentPaths.cancel(card.token)).send({})).status).toBe(200);
    await ctx.payments.refunds.run();
    const [notice] = mailOf(card.leadId, 'refund-notice');
    expect(notice?.subject).toBe('Your refund of $3,000.00 | Shoreline Custom Closets');
    expect(notice?.body).toContain('We refunded $3,000.00 to the card or bank account you paid with');
    // Stripe's later events about the same refund tell the homeowner nothing more.
    await ctx.payments.refunds.run();
    expect(mailOf(card.leadId, 'refund-notice')).toHaveLength(1);

    const check = await signTestContract(ctx.app, ctx.db, { name: 'Chet Cancel' });
    await office
      .post(paymentPaths.job(check.leadId))
      .send({ method: 'check', amountCents: 300_000, receivedOn: today, checkNumber: '77' });
    await request(ctx.app).post(paymentPaths.cancel(check.token)).send({});
    expect(mailOf(check.leadId, 'refund-notice')).toEqual([]);
    const refundId = ((await office.get(paymentPaths.job(check.leadId))).body as JobPayments).refunds[0]!.id;
    const paid = await office.post(paymentPaths.refundPaid(check.leadId, refundId)).send({ paidOn: today });
    expect(paid.status).toBe(200);
    expect(mailOf(check.leadId, 'refund-notice').map((m) => m.body)).toEqual([
      expect.stringContaining('We paid back $3,000.00 to you on'),
    ]);
  });
});
