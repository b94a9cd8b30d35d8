import { eq } from 'drizzle-orm';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentsApi } from '../../shared/api/payments';
import { addDays } from '../../shared/business-time';
import { addBusinessDays } from '../../shared/contracts/cancellation-deadline';
import type { JobPayments } from '../../shared/payments/payment-answers';
import type { CashByMonth, RefundsDue } from '../../shared/payments/payment-reports';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { createTestApp } from '../test/test-app';
import { refundWarning } from './refund-warnings';
import { ledgerCharges, ledgerRefunds } from './schema';

// Wednesday 10 March 2027, 11 am in Connecticut: every day below is fixed, and so are the months.
const now = new Date('2027-03-10T16:00:00.000Z');
const today = '2027-03-10';

let ctx: ReturnType<typeof createTestApp>;
let office: TestAgent;
let designer: TestAgent;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  ctx = createTestApp({ seed: false, rateLimits: { booking: 0 } });
  await useTestPassword(ctx.db);
  office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
  designer = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'designer')).email);
});
afterAll(async () => {
  await ctx.cleanup();
  vi.useRealTimers();
});

const record = async (leadId: number, body: object) => {
  const res = await office.post(paymentPaths.job(leadId)).send(body);
  expect(res.status).toBe(201);
  return res.body as JobPayments;
};
const cancel = async (token: string) =>
  expect((await request(ctx.app).post(paymentPaths.cancel(token)).send({})).status).toBe(200);

/**
 * The ledgers the figures are read from:
 * - Ann, signed in January (its charge moved there: the seam for time), a $3,000 check on 20
 *   January and $6,000 cash today: paid in full;
 * - "=SUM(1+1)" (a name that looks like a formula), signed today, a $3,000 check voided;
 * - Cy "The Cook", Jr., signed today, $1,000 cash, cancelled within the three days, the refund paid back today.
 */
let ann: { leadId: number };
let formula: { leadId: number };
let cy: { leadId: number };
beforeAll(async () => {
  ann = await signTestContract(ctx.app, ctx.db, { name: 'Ann Early' });
  ctx.db
    .update(ledgerCharges)
    .set({ at: '2027-01-15T15:00:00.000Z' })
    .where(eq(ledgerCharges.leadId, ann.leadId))
    .run();
  await record(ann.leadId, { method: 'check', amountCents: 300_000, receivedOn: '2027-01-20', checkNumber: '1042' });
  await record(ann.leadId, { method: 'cash', amountCents: 600_000, receivedOn: today });

  formula = await signTestContract(ctx.app, ctx.db, { name: '=SUM(1+1)' });
  const voided = await record(formula.leadId, {
    method: 'check',
    amountCents: 300_000,
    receivedOn: today,
    checkNumber: '77',
  });
  const voidRes = await office
    .post(paymentPaths.void(formula.leadId, voided.payments[0]!.id))
    .send({ reason: 'Entered twice' });
  expect(voidRes.status).toBe(200);

  const cySigned = await signTestContract(ctx.app, ctx.db, { name: 'Cy "The Cook", Jr.' });
  cy = cySigned;
  await record(cy.leadId, { method: 'cash', amountCents: 100_000, receivedOn: today });
  await cancel(cySigned.token);
  const owed = (await office.get(paymentPaths.job(cy.leadId))).body as JobPayments;
  const paid = await office.post(paymentPaths.refundPaid(cy.leadId, owed.refunds[0]!.id)).send({ paidOn: today });
  expect(paid.status).toBe(200);
});

describe('cash collected and outstanding by Connecticut month', () => {
  it('counts payments by the day received, less refunds paid back; a voided payment counts for nothing', async () => {
    const res = await office.get(paymentsApi.byMonth.path);
    expect(res.status).toBe(200);
    const figures = res.body as CashByMonth;
    expect(figures.asOf).toBe(today);
    expect(figures.months.map((m) => m.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(figures.months.slice(-3)).toEqual([
      // Ann's check; what she owed at the end of January.
      {
        month: '2027-01',
        receivedCents: 300_000,
        refundedCents: 0,
        collectedCents: 300_000,
        outstandingCents: 600_000,
      },
      { month: '2027-02', receivedCents: 0, refundedCents: 0, collectedCents: 0, outstandingCents: 600_000 },
      // Ann's cash and Cy's (refunded); as of today only the voided job owes anything: all of it.
      {
        month: '2027-03',
        receivedCents: 700_000,
        refundedCents: 100_000,
        collectedCents: 600_000,
        outstandingCents: 900_000,
      },
    ]);
    expect(figures.months.slice(0, -3).every((m) => m.receivedCents === 0 && m.outstandingCents === 0)).toBe(true);
  });

  it('this month’s outstanding is the sum of the jobs’ balances as their ledgers show them today', async () => {
    const balances = await Promise.all(
      [ann, formula, cy].map(
        async ({ leadId }) => ((await office.get(paymentPaths.job(leadId))).body as JobPayments).totals.balanceCents,
      ),
    );
    expect(balances).toEqual([0, 900_000, 0]);
    const figures = (await office.get(paymentsApi.byMonth.path)).body as CashByMonth;
    expect(figures.months.at(-1)!.outstandingCents).toBe(900_000);
  });
});

/** The CSV as a bookkeeper's import reads it: the byte-order mark, then CRLF records. */
async function csv(path: string) {
  const res = await asBuffer(office.get(path));
  const body = res.body as Buffer;
  return { res, bom: [...body.subarray(0, 3)], text: body.subarray(3).toString('utf8') };
}

describe('the payments export (GET /api/payments.csv)', () => {
  it('a line per payment and refund, by day: contract number, method, signed amounts, voids said, cells quoted and neutralised', async () => {
    const { res, bom, text } = await csv(paymentsApi.exportCsv.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=payments-${today}.csv`);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    const number = (leadId: number) => `P-2027-${String(leadId).padStart(4, '0')}`;
    expect(text.split('\r\n')).toEqual([
      'Date,Job,Contract number,Type,Method,Check number,Amount,Fee,Status',
      `2027-01-20,Ann Early,${number(ann.leadId)},Payment,Check,1042,3000.00,,Paid`,
      `${today},Ann Early,${number(ann.leadId)},Payment,Cash,,6000.00,,Paid`,
      `${today},'=SUM(1+1),${number(formula.leadId)},Payment,Check,77,3000.00,,Voided: Entered twice`,
      `${today},"Cy ""The Cook"", Jr.",${number(cy.leadId)},Payment,Cash,,1000.00,,Paid`,
      `${today},"Cy ""The Cook"", Jr.",${number(cy.leadId)},Refund,Cash,,-1000.00,,Refunded`,
      '',
    ]);
  });

  it('one month’s lines with ?month=YYYY-MM; a month written otherwise is a readable 400', async () => {
    const { text } = await csv(`${paymentsApi.exportCsv.path}?month=2027-01`);
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
    expect(text).toContain('2027-01-20,Ann Early,');
    const bad = await office.get(`${paymentsApi.exportCsv.path}?month=2027-13`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ month: ['The month is written YYYY-MM, e.g. 2026-11'] });
  });
});

describe('refunds whose last day is near', () => {
  const refund = (dueBy: string, status: 'owed' | 'paid' | 'pending' | 'failed' = 'owed') => ({
    dueBy,
    status,
    stripeRefundId: null as string | null,
  });

  it('warn from three business days before the last day (Sundays and holidays not counted), and every day after it', () => {
    // Friday 12 March 2027: three business days after Wednesday 10 March is Saturday 13 March.
    expect(refundWarning(refund('2027-03-13'), today)).toBe('near');
    expect(refundWarning(refund('2027-03-10'), today)).toBe('near');
    // Monday 15 March is the fourth (Sunday does not count).
    expect(refundWarning(refund('2027-03-15'), today)).toBeNull();
    expect(refundWarning(refund('2027-03-09'), today)).toBe('overdue');
    // Paid back, or taken by Stripe: nothing for the office to do.
    expect(refundWarning(refund('2027-03-09', 'paid'), today)).toBeNull();
    expect(refundWarning({ ...refund('2027-03-09', 'pending'), stripeRefundId: 're_1' }, today)).toBeNull();
    // Waiting to be sent, or refused by Stripe: the office sees it through.
    expect(refundWarning(refund('2027-03-09', 'pending'), today)).toBe('overdue');
    expect(refundWarning(refund('2027-03-11', 'failed'), today)).toBe('near');
  });

  it('lists the refunds owed whose last day is near or past, soonest first, with the job; the ledger marks the same', async () => {
    const near = await signTestContract(ctx.app, ctx.db, { name: 'Nell Near' });
    await record(near.leadId, { method: 'cash', amountCents: 50_000, receivedOn: today });
    await cancel(near.token);
    const late = await signTestContract(ctx.app, ctx.db, { name: 'Lou Late' });
    await record(late.leadId, { method: 'bank_transfer', amountCents: 70_000, receivedOn: today });
    await cancel(late.token);
    const refunds = ctx.db.select().from(ledgerRefunds).all();
    expect(refunds.filter((r) => r.status === 'owed').map((r) => r.dueBy)).toEqual([
      addBusinessDays(today, 10),
      addBusinessDays(today, 10),
    ]);
    // Ten business days from today: no warning yet.
    expect(((await office.get(paymentsApi.refundsDue.path)).body as RefundsDue).refunds).toEqual([]);

    // Time passes (the seam): Nell's last day is in three business days, Lou's was yesterday.
    const setDueBy = (leadId: number, dueBy: string) =>
      ctx.db.update(ledgerRefunds).set({ dueBy }).where(eq(ledgerRefunds.leadId, leadId)).run();
    setDueBy(near.leadId, addBusinessDays(today, 3));
    setDueBy(late.leadId, addDays(today, -1));
    const res = await office.get(paymentsApi.refundsDue.path);
    expect(res.status).toBe(200);
    expect((res.body as RefundsDue).refunds).toEqual([
      expect.objectContaining({
        leadId: late.leadId,
        leadName: 'Lou Late',
        amountCents: 70_000,
        dueBy: '2027-03-09',
        dueByText: 'the end of Tuesday, March 9, 2027',
        warning: 'overdue',
      }),
      expect.objectContaining({ leadId: near.leadId, leadName: 'Nell Near', amountCents: 50_000, warning: 'near' }),
    ]);
    const job = (await office.get(paymentPaths.job(near.leadId))).body as JobPayments;
    expect(job.refunds.map((r) => r.warning)).toEqual(['near']);
  });
});

describe('who may read the books', () => {
  const paths = [paymentsApi.refundsDue.path, paymentsApi.byMonth.path, paymentsApi.exportCsv.path];

  it('signed out: 401 for each', async () => {
    for (const path of paths) expect((await request(ctx.app).get(path)).status).toBe(401);
  });

  it('a designer (neither payments:manage nor analytics:read): 403 for each, and nothing exported', async () => {
    for (const path of paths) {
      const res = await designer.get(path);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Ann Early');
    }
  });

  it('the office (payments:manage, analytics:read) reads each; the export is in the activity record', async () => {
    for (const path of paths) expect((await office.get(path)).status).toBe(200);
    const lines = ctx.db.$client
      .prepare("SELECT detail FROM activity_log WHERE action = 'payments-exported'")
      .all() as { detail: string | null }[];
    expect(lines.length).toBeGreaterThan(0);
  });
});
