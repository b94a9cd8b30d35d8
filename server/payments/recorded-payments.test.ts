import { eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../shared/api-messages';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { activityLog } from '../core/activity/schema';
import { homeownerProposalFor } from '../proposals';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { paymentPaths, payOnline } from '../test/payment-requests';
import { sendTestContract, signTestContract } from '../test/signed-contract';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';

// No STRIPE_SECRET_KEY: the site runs as before, and the office records what it takes in person.
let ctx: ReturnType<typeof createTestApp>;
let office: TestAgent;
let designer: TestAgent;
beforeAll(async () => {
  ctx = createTestApp({ seed: false, rateLimits: { booking: 0 } });
  await useTestPassword(ctx.db);
  office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
  designer = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'designer')).email);
});
afterAll(() => ctx.cleanup());

const today = dayOf(new Date());
const check = (amountCents: number, checkNumber = '1042') => ({
  method: 'check',
  amountCents,
  receivedOn: today,
  checkNumber,
});
const record = (leadId: number, body: object) => office.post(paymentPaths.job(leadId)).send(body);
const ledger = async (leadId: number) => (await office.get(paymentPaths.job(leadId))).body as JobPayments;

describe('the office records a payment taken in person', () => {
  it('a check counts at once: the balance drops, the schedule and the homeowner’s page show the deposit paid, the activity record has it', async () => {
    const { leadId, token } = await signTestContract(ctx.app, ctx.db, { name: 'Olive Check' });
    const before = await ledger(leadId);
    expect(before.contract).toMatchObject({ totalCents: 900_000, cancelledAt: null });
    expect(before.totals).toMatchObject({ chargesCents: 900_000, paidCents: 0, balanceCents: 900_000 });
    expect(before.charges).toEqual([
      expect.objectContaining({ kind: 'contract', amountCents: 900_000, label: 'Contract (Better)' }),
    ]);
    expect(before.schedule.map((s) => [s.stage, s.amountCents])).toEqual([
      ['deposit', 300_000],
      ['balance', 600_000],
    ]);

    const res = await record(leadId, check(300_000));
    expect(res.status).toBe(201);
    const after = res.body as JobPayments;
    expect(after.totals).toMatchObject({ paidCents: 300_000, balanceCents: 600_000, availableCents: 600_000 });
    expect(after.payments).toEqual([
      expect.objectContaining({
        stage: 'deposit',
        method: 'check',
        checkNumber: '1042',
        amountCents: 300_000,
        status: 'succeeded',
        receivedOn: today,
        online: false,
        recordedBy: 'Test office',
        voided: null,
      }),
    ]);
    expect(after.schedule[0]).toMatchObject({ stage: 'deposit', paidCents: 300_000, leftCents: 0 });
    const page = homeownerProposalFor(ctx.db, token)!.proposal.payments;
    expect(page).toEqual({
      totalCents: 900_000,
      paidCents: 300_000,
      processingCents: 0,
      balanceCents: 600_000,
      schedule: [
        {
          stage: 'deposit',
          amountCents: 300_000,
          paidCents: 300_000,
          processingCents: 0,
          leftCents: 0,
          heldBackCents: 0,
          due: false,
          payable: false,
        },
        {
          stage: 'balance',
          amountCents: 600_000,
          paidCents: 0,
          processingCents: 0,
          leftCents: 600_000,
          heldBackCents: 0,
          due: false,
          payable: false,
        },
      ],
      payments: [
        {
          id: after.payments[0]!.id,
          receipt: expect.stringMatching(/^R-\d{4}-\d{5}$/),
          receivedOn: today,
          method: 'check',
          amountCents: 300_000,
          status: 'succeeded',
        },
      ],
      refunds: [],
      payOnline: false,
      depositReturnRequested: false,
      confirming: false,
    });
    const line = ctx.db.select().from(activityLog).where(eq(activityLog.action, 'payment-recorded')).all().at(-1);
    expect(line).toMatchObject({
      leadId,
      detail: expect.stringMatching(/^Check 1042, \$3,000 \(Deposit\), received /),
    });
  });

  it('refuses a check without its number, a day in the future and an amount that is not whole cents (400, readable)', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Olive Form' });
    const before = tableContents(ctx.db);
    const noNumber = await record(leadId, { method: 'check', amountCents: 100, receivedOn: today });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.fieldErrors).toEqual({ checkNumber: ['Enter the check number'] });
    const future = await record(leadId, { method: 'cash', amountCents: 100, receivedOn: '2999-01-01' });
    expect(future.body.fieldErrors).toEqual({ receivedOn: ['The day it was received cannot be in the future'] });
    const fraction = await record(leadId, { method: 'cash', amountCents: 10.5, receivedOn: today });
    expect(fraction.body.fieldErrors).toEqual({ amountCents: ['The amount is in whole cents'] });
    expect(tableContents(ctx.db)).toBe(before);
  });

  it('voiding a check (with its reason) restores the balance; the row stays, marked void', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Olive Void' });
    const paid = (await record(leadId, { method: 'cash', amountCents: 250_000, receivedOn: today }))
      .body as JobPayments;
    const paymentId = paid.payments[0]!.id;
    const noReason = await office.post(paymentPaths.void(leadId, paymentId)).send({ reason: ' ' });
    expect(noReason.status).toBe(400);
    const res = await office.post(paymentPaths.void(leadId, paymentId)).send({ reason: 'Entered on the wrong job' });
    expect(res.status).toBe(200);
    const after = res.body as JobPayments;
    expect(after.totals).toMatchObject({ paidCents: 0, balanceCents: 900_000 });
    expect(after.payments[0]!.voided).toMatchObject({ by: 'Test office', reason: 'Entered on the wrong job' });
    const again = await office.post(paymentPaths.void(leadId, paymentId)).send({ reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(paymentMessages.alreadyVoided);
    expect((await office.post(paymentPaths.void(leadId, 999_999)).send({ reason: 'No such' })).status).toBe(404);
  });

  it('nothing takes the balance below zero: one above the balance is refused, and of two at once for all of it one is taken', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Olive Race' });
    const over = await record(leadId, check(900_001));
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('A payment of $9,000.01 is more than the $9,000 left to pay');
    // Named on the amount: the Payments panel shows it on that field.
    expect(over.body.fieldErrors).toEqual({ amountCents: [over.body.error] });
    const both = await Promise.all([record(leadId, check(900_000, '1')), record(leadId, check(900_000, '2'))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const after = await ledger(leadId);
    expect(after.totals).toMatchObject({ paidCents: 900_000, balanceCents: 0, availableCents: 0 });
    const more = await record(leadId, check(1));
    expect(more.status).toBe(409);
    expect(more.body.error).toBe('Nothing is left to pay on this job, so a payment of $0.01 cannot be recorded');
  });

  it('before the homeowner signs there is no ledger to pay into', async () => {
    const { leadId } = sendTestContract(ctx.db, { name: 'Olive Unsigned' });
    expect((await ledger(leadId)).contract).toBeNull();
    const res = await record(leadId, check(100));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(paymentMessages.notSigned);
    expect((await office.get(paymentPaths.job(999_999))).status).toBe(404);
  });

  it('a designer reads the money of their own leads only, and records nothing (payments:manage)', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Olive Scope' });
    const read = await designer.get(paymentPaths.job(leadId));
    expect(read.status).toBe(404);
    expect(read.body.error).toBe(apiMessages.leadNotFound);
    expect((await designer.post(paymentPaths.job(leadId)).send(check(100))).status).toBe(403);
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('online payment is not offered: the page says so, and "Pay $X" is refused with a readable 409', async () => {
    const { token, leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Olive Offline' });
    const page = homeownerProposalFor(ctx.db, token)!.proposal.payments!;
    expect(page).toMatchObject({ payOnline: false, balanceCents: 900_000 });
    expect(page.schedule.every((s) => !s.payable)).toBe(true);
    expect((await ledger(leadId)).onlinePayment).toBe(false);

    const before = tableContents(ctx.db);
    const res = await payOnline(ctx.app, token, 'deposit');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: paymentMessages.onlinePaymentOff });
    const form = await request(ctx.app).post(paymentPaths.payOnline(token)).type('form').send({ stage: 'deposit' });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe(`/proposal/${token}?notice=pay-unavailable`);
    const webhook = await request(ctx.rawApp)
      .post(paymentPaths.webhook)
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_1","type":"checkout.session.completed"}');
    expect(webhook.status).toBe(404);
    expect(tableContents(ctx.db)).toBe(before);
  });
});
