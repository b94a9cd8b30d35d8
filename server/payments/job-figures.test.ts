import { describe, expect, it } from 'vitest';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import { oneThirdPercent } from '../../shared/payments/payment-schedule';
import { jobFigures } from './job-figures';
import type { ChargeRow, JobRows, PaymentRow, RefundRow } from './ledger-rows';
import { refundDueBy } from './refunds';

const signedAt = '2026-11-20T15:00:00.000Z';
const contract = (fields: Partial<ChargeRow> = {}): ChargeRow => ({
  id: 1,
  leadId: 1,
  kind: 'contract',
  amountCents: 900_000,
  label: 'Contract (Better)',
  at: signedAt,
  depositPercent: oneThirdPercent,
  progressPercent: 0,
  reference: 'P-2026-0001',
  startsOn: '2026-12-14',
  createdBy: null,
  ...fields,
});
let ids = 0;
const payment = (fields: Partial<PaymentRow>): PaymentRow => ({
  id: ++ids,
  leadId: 1,
  stage: 'deposit',
  method: 'check',
  amountCents: 300_000,
  status: 'succeeded',
  receivedOn: '2026-11-20',
  checkNumber: null,
  recordedBy: null,
  createdAt: signedAt,
  updatedAt: signedAt,
  stripeSessionId: null,
  stripePaymentIntentId: null,
  feeCents: null,
  checkoutUrl: null,
  checkoutExpiresAt: null,
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
  ...fields,
});
const rows = (fields: Partial<JobRows>): JobRows => ({
  charges: [contract()],
  payments: [],
  refunds: [],
  installStartsAt: null,
  ...fields,
});
const deadline = cancellationDeadline(new Date(signedAt)).endsAt;

describe('a job’s figures', () => {
  it('the deposit is due once the right to cancel has ended, not before; the balance is not due yet', () => {
    const before = jobFigures(rows({}), new Date(deadline.getTime() - 1));
    expect(before.schedule.map((s) => [s.stage, s.amountCents, s.leftCents, s.due])).toEqual([
      ['deposit', 300_000, 300_000, false],
      ['balance', 600_000, 600_000, false],
    ]);
    expect(jobFigures(rows({}), deadline).schedule.map((s) => s.due)).toEqual([true, false]);
  });

  it('payments cover the schedule in order, processing after paid; voided and failed ones count for nothing', () => {
    const figures = jobFigures(
      rows({
        payments: [
          payment({ amountCents: 400_000 }),
          payment({ amountCents: 100_000, status: 'processing', method: 'us_bank_account' }),
          payment({ amountCents: 50_000, voidedAt: signedAt }),
          payment({ amountCents: 70_000, status: 'failed' }),
          payment({ amountCents: 80_000, status: 'pending', method: null }),
        ],
      }),
      deadline,
    );
    expect(figures).toMatchObject({
      paidCents: 400_000,
      processingCents: 100_000,
      balanceCents: 500_000,
      availableCents: 400_000,
    });
    expect(figures.schedule.map((s) => [s.paidCents, s.processingCents, s.leftCents, s.due])).toEqual([
      [300_000, 0, 0, false],
      [100_000, 100_000, 400_000, false],
    ]);
  });

  it('the progress payment falls due when the installation starts, never before one is booked', () => {
    const installStartsAt = '2026-12-14T13:00:00.000Z';
    const start = new Date(installStartsAt);
    const dueAt = (at: Date, booked: string | null) =>
      jobFigures(rows({ charges: [contract({ progressPercent: 25 })], installStartsAt: booked }), at).schedule.map(
        (s) => [s.stage, s.due],
      );
    expect(dueAt(new Date(start.getTime() - 1), installStartsAt)).toEqual([
      ['deposit', true],
      ['progress', false],
      ['balance', false],
    ]);
    expect(dueAt(start, installStartsAt)).toEqual([
      ['deposit', true],
      ['progress', true],
      ['balance', false],
    ]);
    expect(dueAt(new Date('2027-06-01T00:00:00Z'), null).map(([, due]) => due)).toEqual([true, false, false]);
  });

  it('a progress payment of the signed schedule is its own stage; a cancelled contract leaves nothing to pay', () => {
    const withProgress = jobFigures(rows({ charges: [contract({ progressPercent: 25 })] }), deadline);
    expect(withProgress.schedule.map((s) => [s.stage, s.amountCents])).toEqual([
      ['deposit', 300_000],
      ['progress', 225_000],
      ['balance', 375_000],
    ]);
    const refund: RefundRow = {
      id: 1,
      leadId: 1,
      paymentId: 1,
      amountCents: 300_000,
      reason: 'Contract cancelled within three days',
      status: 'owed',
      dueBy: '2026-12-03',
      createdAt: signedAt,
      settledOn: null,
      settledBy: null,
      note: null,
      stripeRefundId: null,
      noticeQueuedAt: null,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
    };
    const cancelled = jobFigures(
      {
        charges: [
          contract(),
          contract({ id: 2, kind: 'cancellation', amountCents: -900_000, at: '2026-11-21T15:00:00.000Z' }),
        ],
        payments: [payment({ id: 1 })],
        refunds: [refund],
        installStartsAt: null,
      },
      deadline,
    );
    expect(cancelled).toMatchObject({ chargesCents: 0, balanceCents: 0, refundsOpenCents: 300_000 });
    expect(cancelled.contract?.cancelledAt).toBe('2026-11-21T15:00:00.000Z');
    expect(cancelled.schedule.every((s) => s.leftCents === 0 && !s.due)).toBe(true);
  });
});

describe('a refund’s last day', () => {
  it('is the tenth business day after: Saturdays count, Sundays and Thanksgiving do not', () => {
    // Friday, November 20, 2026 → Thursday, December 3 (Thanksgiving, November 26, skipped).
    expect(refundDueBy(new Date('2026-11-20T20:00:00Z'))).toBe('2026-12-03');
    // Late on a Connecticut evening is still that day (UTC is already the next).
    expect(refundDueBy(new Date('2026-11-21T04:30:00Z'))).toBe('2026-12-03');
  });
});
