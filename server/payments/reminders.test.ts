import { raceThreads } from '../test/thread-race';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathTo } from '../../shared/api/route';
import { paymentsApi } from '../../shared/api/payments';
import { addDays, dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { activityLog } from '../core/activity/schema';
import { listOutbox } from '../core/mail/outbox';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { homeownerProposalFor } from '../proposals';
import { deliver, paymentPaths, payOnline } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { startStripeDouble, type StripeDouble } from '../test/stripe-double';
import { createTestApp } from '../test/test-app';
import { jobFigures } from './job-figures';
import { jobRows } from './ledger-rows';
import { reminderAt, reminderDueNow } from './reminders/reminder-schedule';
import { sendPaymentReminders } from './reminders/send-reminders';
import { paymentReminders } from './schema';

describe('when a reminder goes out: 9 AM Connecticut time, 3 and 7 days after the payment fell due', () => {
  const at = (dueOn: string, days: number) => reminderAt(dueOn, days).toISOString();

  it('counts Connecticut calendar days, across the change to daylight time; a Sunday waits for Monday', () => {
    // Due Monday 11 January 2027: Thursday 14 and Monday 18 January, 9 AM EST.
    expect(at('2027-01-11', 3)).toBe('2027-01-14T14:00:00.000Z');
    expect(at('2027-01-11', 7)).toBe('2027-01-18T14:00:00.000Z');
    // Due Thursday 11 March 2027: Sunday 14 March (clocks change) → Monday 15 March 9 AM EDT; Thursday 18 March.
    expect(at('2027-03-11', 3)).toBe('2027-03-15T13:00:00.000Z');
    expect(at('2027-03-11', 7)).toBe('2027-03-18T13:00:00.000Z');
  });

  it('sends the latest one due, and none once it is three days stale', () => {
    const due = '2027-01-11';
    expect(reminderDueNow(due, new Date('2027-01-14T13:59:59Z'))).toBeUndefined();
    expect(reminderDueNow(due, new Date('2027-01-14T14:00:00Z'))).toBe(3);
    expect(reminderDueNow(due, new Date('2027-01-17T13:59:59Z'))).toBe(3);
    expect(reminderDueNow(due, new Date('2027-01-17T14:00:00Z'))).toBeUndefined();
    expect(reminderDueNow(due, new Date('2027-01-18T14:00:00Z'))).toBe(7);
    expect(reminderDueNow(due, new Date('2027-01-21T13:59:59Z'))).toBe(7);
    expect(reminderDueNow(due, new Date('2027-01-21T14:00:00Z'))).toBeUndefined();
  });
});

const siteUrl = 'https://closets.example';
let double: StripeDouble;
beforeAll(async () => {
  double = await startStripeDouble();
});
afterAll(() => double.stop());

let ctx: ReturnType<typeof createTestApp>;
let office: TestAgent;
beforeEach(async () => {
  ctx = createTestApp({ seed: false, siteUrl, stripe: double.settings, rateLimits: { booking: 0 } });
  await useTestPassword(ctx.db);
  office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
});
afterEach(() => ctx.cleanup());

const remindersTo = (leadId: number) =>
  listOutbox(ctx.db).filter((m) => m.leadId === leadId && m.kind === 'payment-reminder');
const runAt = (now: Date) => sendPaymentReminders(ctx.db, { now, siteUrl, onlinePayment: true });
const pauseReminders = (leadId: number, paused: boolean) =>
  office.post(pathTo(paymentsApi.reminders, { id: leadId })).send({ paused });
const hour = 3_600_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A signed $9,000 contract (deposit $3,000) and the instants of its deposit's reminders. */
async function signedJob(name: string) {
  const contract = await signTestContract(ctx.app, ctx.db, { name });
  const { contract: signed } = jobFigures(jobRows(ctx.db, contract.leadId), new Date());
  const dueOn = dayOf(signed!.cancelBy);
  return { ...contract, dueOn, day3: reminderAt(dueOn, 3), day7: reminderAt(dueOn, 7) };
}

describe('reminders of a payment due and unpaid', () => {
  it('go out on day 3 and day 7 after the deposit falls due, each once, with a fresh link to the page', async () => {
    const job = await signedJob('Dora Due');
    expect(runAt(later(job.day3, -1))).toBe(0);
    expect(runAt(job.day3)).toBe(1);
    expect(runAt(later(job.day3, hour))).toBe(0);
    const [first] = remindersTo(job.leadId);
    expect(first).toMatchObject({
      toAddress: 'dora.due@example.com',
      subject: 'A reminder: your deposit of $3,000.00 is due | Shoreline Custom Closets',
    });
    expect(first!.body).toContain('Hello Dora,');
    expect(first!.body).toMatch(/the deposit of \$3,000\.00 on your contract P-\d{4}-\d{4} has been due since /);
    expect(first!.body).toContain('You can pay it online by card or bank account from your page:');

    // The link works on its own: the homeowner's page, with "Pay $3,000" for the deposit.
    const link = new RegExp(`${siteUrl}/proposal/([\\w-]+)`).exec(first!.body)![1]!;
    expect(link).not.toBe(job.token);
    const page = homeownerProposalFor(ctx.db, link, job.day3, { onlinePayment: true });
    expect(page?.leadId).toBe(job.leadId);
    expect(page!.proposal.payments!.schedule[0]).toMatchObject({
      stage: 'deposit',
      leftCents: 300_000,
      due: true,
      payable: true,
    });

    expect(runAt(later(job.day7, -1))).toBe(0);
    expect(runAt(job.day7)).toBe(1);
    expect(runAt(later(job.day7, 24 * hour))).toBe(0);
    expect(remindersTo(job.leadId).map((m) => m.subject)).toEqual([
      'A reminder: your deposit of $3,000.00 is due | Shoreline Custom Closets',
      'A second reminder: your deposit of $3,000.00 is due | Shoreline Custom Closets',
    ]);
    const ledger = (await office.get(paymentPaths.job(job.leadId))).body as JobPayments;
    expect(ledger.reminders).toEqual({
      paused: false,
      pausedAt: null,
      pausedBy: null,
      sent: [
        expect.objectContaining({ stage: 'deposit', dueOn: job.dueOn, afterDays: 3, amountCents: 300_000 }),
        expect.objectContaining({ stage: 'deposit', dueOn: job.dueOn, afterDays: 7, amountCents: 300_000 }),
      ],
    });
  });

  it('a job first looked at on day 8 gets the second reminder alone, and one found stale gets none', async () => {
    const job = await signedJob('Lou Late');
    expect(runAt(later(job.day7, 24 * hour))).toBe(1);
    expect(remindersTo(job.leadId).map((m) => m.subject)).toEqual([
      'A second reminder: your deposit of $3,000.00 is due | Shoreline Custom Closets',
    ]);
    const stale = await signedJob('Sid Stale');
    expect(runAt(reminderAt(addDays(stale.dueOn, 3), 7))).toBe(0);
    expect(remindersTo(stale.leadId)).toEqual([]);
  });

  it('stop once it is paid, remind only what is left of a part payment, and count a bank payment processing as paid', async () => {
    const paid = await signedJob('Pam Paid');
    await office
      .post(paymentPaths.job(paid.leadId))
      .send({ method: 'check', amountCents: 300_000, receivedOn: dayOf(new Date()), checkNumber: '501' });
    const part = await signedJob('Parker Part');
    await office
      .post(paymentPaths.job(part.leadId))
      .send({ method: 'cash', amountCents: 100_000, receivedOn: dayOf(new Date()) });
    const bank = await signedJob('Bea Bank');
    const session = /cs_test_\d+$/.exec((await payOnline(ctx.app, bank.token, 'deposit')).body.url)![0];
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.completed', session, 'unpaid'));

    expect(runAt(paid.day3)).toBe(1);
    expect(runAt(paid.day7)).toBe(1);
    expect(remindersTo(paid.leadId)).toEqual([]);
    expect(remindersTo(bank.leadId)).toEqual([]);
    expect(remindersTo(part.leadId).map((m) => m.subject)).toEqual([
      'A reminder: your deposit of $2,000.00 is due | Shoreline Custom Closets',
      'A second reminder: your deposit of $2,000.00 is due | Shoreline Custom Closets',
    ]);

    // Paid after the first reminder: no second one.
    const midway = await signedJob('Mo Midway');
    expect(runAt(midway.day3)).toBe(1);
    await office
      .post(paymentPaths.job(midway.leadId))
      .send({ method: 'bank_transfer', amountCents: 300_000, receivedOn: dayOf(new Date()) });
    expect(runAt(midway.day7)).toBe(0);
    expect(remindersTo(midway.leadId)).toHaveLength(1);

    // The bank payment fails: what is left is due again, and the next reminder goes out.
    await deliver(ctx.rawApp, double, double.sessionEvent('checkout.session.async_payment_failed', session));
    expect(runAt(later(bank.day7, hour))).toBe(1);
    expect(remindersTo(bank.leadId)).toHaveLength(1);
  });

  it('stop when the contract is cancelled', async () => {
    const job = await signedJob('Cal Cancelled');
    expect((await request(ctx.app).post(paymentPaths.cancel(job.token)).send({})).status).toBe(200);
    expect(runAt(job.day3)).toBe(0);
    expect(runAt(job.day7)).toBe(0);
    expect(remindersTo(job.leadId)).toEqual([]);
  });

  it('stop while staff pause them, in the activity record, and go out again once resumed', async () => {
    const job = await signedJob('Paula Paused');
    const paused = await pauseReminders(job.leadId, true);
    expect(paused.status).toBe(200);
    expect((paused.body as JobPayments).reminders).toMatchObject({ paused: true, pausedBy: 'Test office' });
    expect((await pauseReminders(job.leadId, true)).status).toBe(200);
    expect(runAt(job.day3)).toBe(0);

    expect(((await pauseReminders(job.leadId, false)).body as JobPayments).reminders.paused).toBe(false);
    expect(runAt(later(job.day3, hour))).toBe(1);
    const lines = ctx.db.select().from(activityLog).where(eq(activityLog.action, 'payment-reminders-changed')).all();
    expect(lines.map((l) => [l.leadId, l.detail])).toEqual([
      [job.leadId, 'Reminders paused'],
      [job.leadId, 'Reminders resumed'],
    ]);

    // Only those who manage payments may; a contract not signed has none to pause.
    const designer = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'designer')).email);
    expect((await designer.post(pathTo(paymentsApi.reminders, { id: job.leadId })).send({ paused: true })).status).toBe(
      403,
    );
    const bad = await pauseReminders(job.leadId, 'yes' as unknown as boolean);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Say whether the reminders are paused');
  });
});

describe('two passes at once, from two processes', () => {
  const race = (threads: number, now: Date) =>
    raceThreads<number>(
      'reminder-race-worker.ts',
      ctx.dbPath,
      Array.from({ length: threads }, () => ({ now: now.toISOString() })),
    );

  it('send each reminder once', { timeout: 30_000 }, async () => {
    const jobs = [];
    for (const name of ['Rae One', 'Rex Two', 'Roy Three', 'Ria Four', 'Ron Five']) jobs.push(await signedJob(name));
    const sent = await race(2, jobs[0]!.day3);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(jobs.length);
    expect(ctx.db.select().from(paymentReminders).all()).toHaveLength(jobs.length);
    for (const job of jobs) expect(remindersTo(job.leadId)).toHaveLength(1);
  });
});
