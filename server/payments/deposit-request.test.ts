import { eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../../shared/api/route';
import { paymentsApi } from '../../shared/api/payments';
import { addDays, dayOf, formatDayKey } from '../../shared/business-time';
import { addBusinessDays } from '../../shared/contracts/cancellation-deadline';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { activityLog } from '../core/activity/schema';
import { listOutbox } from '../core/mail/outbox';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { deliver, paymentPaths, payOnline } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import type { StripeDouble } from '../test/stripe-double';
import { appWithStripeDouble } from '../test/stripe-test-app';
import type { createTestApp } from '../test/test-app';
import { depositRequestMessages } from './deposit-return';
import { homeownerPaymentsOf } from './homeowner-payments';
import { jobFigures } from './job-figures';
import { jobPaymentsView } from './job-payments-view';
import { jobRows } from './ledger-rows';
import { reminderAt } from './reminders/reminder-schedule';
import { sendPaymentReminders } from './reminders/send-reminders';

// CGS 20-427(b)(8): on the owner's written request, the deposit comes back within ten days when no
// substantial work was done and more than thirty days have passed since the contract's starting date.
let double: StripeDouble;
let ctx: ReturnType<typeof createTestApp>;
let office: TestAgent;
beforeAll(async () => {
  ({ double, ctx } = await appWithStripeDouble());
  office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
});
afterAll(() => ctx.cleanup());

const today = dayOf(new Date());
/** A contract whose starting date was 45 days ago: its 30 days have passed. */
const startedLongAgo = addDays(today, -45);
const askBack = (leadId: number, body: object) =>
  office.post(pathTo(paymentsApi.depositRequest, { id: leadId })).send(body);
const recordDeposit = (leadId: number) =>
  office
    .post(paymentPaths.job(leadId))
    .send({ method: 'check', amountCents: 300_000, receivedOn: today, checkNumber: '900' });

describe("the homeowner's written request for the deposit back", () => {
  it('makes a refund of the deposit owed within ten calendar days of the day it was received, shown on the job', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Della Deposit', startOn: startedLongAgo });
    await recordDeposit(leadId);
    const receivedOn = addDays(today, -3);
    const res = await askBack(leadId, { receivedOn, noSubstantialWork: true });
    expect(res.status).toBe(201);
    const job = res.body as JobPayments;
    const dueBy = addDays(receivedOn, 10);
    // Ten days, as the statute says: calendar days, not the business days of a cancellation's refunds.
    expect(dueBy).not.toBe(addBusinessDays(receivedOn, 10));
    expect(job.depositRequest).toEqual({
      receivedOn,
      dueBy,
      dueByText: `the end of ${formatDayKey(dueBy, 'weekdayYear')}`,
      overdue: false,
      recordedBy: 'Test office',
    });
    expect(job.refunds).toEqual([
      expect.objectContaining({
        amountCents: 300_000,
        status: 'owed',
        online: false,
        dueBy,
        reason: "Deposit returned on the homeowner's written request (CGS 20-427(b)(8))",
        overdue: false,
      }),
    ]);
    expect(job.totals).toMatchObject({ balanceCents: 900_000, refundsOpenCents: 300_000 });
    const line = ctx.db.select().from(activityLog).where(eq(activityLog.action, 'deposit-return-requested')).get();
    expect(line).toMatchObject({
      leadId,
      detail: `Received ${formatDayKey(receivedOn)}: $3,000 due back by ${formatDayKey(dueBy)}`,
    });

    // Past its last day the job says so, until the office pays it back (and the homeowner is told).
    const afterDueBy = new Date(`${addDays(dueBy, 1)}T17:00:00Z`);
    expect(jobPaymentsView(ctx.db, leadId, { now: afterDueBy, onlinePayment: true }).depositRequest?.overdue).toBe(
      true,
    );
    const paid = await office.post(paymentPaths.refundPaid(leadId, job.refunds[0]!.id)).send({ paidOn: today });
    expect(paid.status).toBe(200);
    expect(jobPaymentsView(ctx.db, leadId, { now: afterDueBy, onlinePayment: true }).depositRequest?.overdue).toBe(
      false,
    );
    expect(listOutbox(ctx.db).filter((m) => m.leadId === leadId && m.kind === 'refund-notice')).toHaveLength(1);

    // Nothing falls due while the deposit is on its way back: no "Due now", no "Pay", no reminder.
    const { contract, schedule } = jobFigures(jobRows(ctx.db, leadId), new Date());
    expect(schedule.filter((stage) => stage.due)).toEqual([]);
    expect((await office.get(paymentPaths.job(leadId))).body.summary).toMatchObject({ dueNowCents: 0 });
    const day3 = reminderAt(dayOf(contract!.cancelBy), 3);
    sendPaymentReminders(ctx.db, { now: day3, siteUrl: 'https://closets.example', onlinePayment: true });
    expect(listOutbox(ctx.db).filter((m) => m.leadId === leadId && m.kind === 'payment-reminder')).toEqual([]);
  });

  it('counts only once more than 30 days have passed since the starting date', async () => {
    const startOn = addDays(today, -40);
    const early = await signTestContract(ctx.app, ctx.db, { name: 'Eli Early', startOn });
    await recordDeposit(early.leadId);
    const refused = await askBack(early.leadId, { receivedOn: addDays(startOn, 30), noSubstantialWork: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(depositRequestMessages.tooEarly(startOn));
    expect(refused.body.error).toContain(
      `a request received before ${formatDayKey(addDays(startOn, 31), 'long')} does not count`,
    );
    const counted = await askBack(early.leadId, { receivedOn: addDays(startOn, 31), noSubstantialWork: true });
    expect(counted.status).toBe(201);
    expect((counted.body as JobPayments).depositRequest?.dueBy).toBe(addDays(startOn, 41));
  });

  it('the homeowner is told it is being returned, and is offered no payment online meanwhile', async () => {
    const contract = await signTestContract(ctx.app, ctx.db, { name: 'Pia Pauses', startOn: startedLongAgo });
    await recordDeposit(contract.leadId);
    expect((await askBack(contract.leadId, { receivedOn: today, noSubstantialWork: true })).status).toBe(201);
    const payments = homeownerPaymentsOf(ctx.db, contract.leadId, { now: new Date(), onlinePayment: true })!;
    expect(payments).toMatchObject({ payOnline: false, depositReturnRequested: true });
    expect(payments.schedule.filter((stage) => stage.payable || stage.due)).toEqual([]);
    const pay = await payOnline(ctx.app, contract.token, 'deposit');
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe(paymentMessages.depositReturnRequested);
  });

  it('sends a deposit paid by card back through Stripe', async () => {
    const contract = await signTestContract(ctx.app, ctx.db, { name: 'Cody Card', startOn: startedLongAgo });
    const session = /cs_test_\d+$/.exec((await payOnline(ctx.app, contract.token, 'deposit')).body.url)![0];
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', session, 'paid'));
    const res = await askBack(contract.leadId, { receivedOn: today, noSubstantialWork: true });
    expect(res.status).toBe(201);
    await ctx.payments.refunds.run();
    const sent = double
      .requestsTo('/v1/refunds')
      .filter((r) => r.method === 'POST')
      .at(-1);
    expect(sent?.form).toMatchObject({
      payment_intent: double.sessions.get(session)!.payment_intent,
      amount: '300000',
    });
    const job = (await office.get(paymentPaths.job(contract.leadId))).body as JobPayments;
    expect(job.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', online: true, dueBy: addDays(today, 10) }),
    ]);
  });

  it('is refused with a readable answer: no deposit paid, asked twice, substantial work done, a cancelled contract, another role', async () => {
    const none = await signTestContract(ctx.app, ctx.db, { name: 'Nell None', startOn: startedLongAgo });
    const noDeposit = await askBack(none.leadId, { receivedOn: today, noSubstantialWork: true });
    expect(noDeposit.status).toBe(409);
    expect(noDeposit.body.error).toBe(depositRequestMessages.noDeposit);

    const twice = await signTestContract(ctx.app, ctx.db, { name: 'Tess Twice', startOn: startedLongAgo });
    await recordDeposit(twice.leadId);
    expect((await askBack(twice.leadId, { receivedOn: today, noSubstantialWork: true })).status).toBe(201);
    const again = await askBack(twice.leadId, { receivedOn: today, noSubstantialWork: true });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(depositRequestMessages.already(today));

    const work = await askBack(none.leadId, { receivedOn: today, noSubstantialWork: false });
    expect(work.status).toBe(400);
    expect(work.body.error).toContain('The deposit comes back on request only when no substantial work was done');
    const future = await askBack(none.leadId, { receivedOn: addDays(today, 2), noSubstantialWork: true });
    expect(future.status).toBe(400);
    expect(future.body.error).toContain('The day the written request was received cannot be in the future');

    const cancelled = await signTestContract(ctx.app, ctx.db, { name: 'Cass Cancel', startOn: startedLongAgo });
    await request(ctx.app).post(paymentPaths.cancel(cancelled.token)).send({});
    const late = await askBack(cancelled.leadId, { receivedOn: today, noSubstantialWork: true });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(paymentMessages.cancelled);

    const designer = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'designer')).email);
    const denied = await designer
      .post(pathTo(paymentsApi.depositRequest, { id: none.leadId }))
      .send({ receivedOn: today, noSubstantialWork: true });
    expect(denied.status).toBe(403);
  });
});
