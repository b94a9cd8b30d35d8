import type { JobPayments } from '../../../shared/payments/payment-answers';
import type { JobPayment, JobRefund } from '../staff/payments/payment-words';

type ScheduleStage = JobPayments['schedule'][number];

/** A payment of the schedule with nothing paid of it, not yet due (unless `fields` say otherwise). */
const unpaidStage = (
  stage: ScheduleStage['stage'],
  amountCents: number,
  fields: Partial<ScheduleStage> = {},
): ScheduleStage => ({
  stage,
  amountCents,
  paidCents: 0,
  processingCents: 0,
  leftCents: amountCents,
  heldBackCents: 0,
  due: false,
  ...fields,
});

/**
 * A job's ledger as GET /api/contacts/:id/payments answers it, for the Payments tests: a $9,000
 * contract signed 20 November 2026, one-third down, nothing paid yet, the deposit due.
 */
export const signedJob = (fields: Partial<JobPayments> = {}): JobPayments => ({
  contract: {
    signedAt: '2026-11-20T15:00:00.000Z',
    cancelBy: '2026-11-25T05:00:00.000Z',
    cancelledAt: null,
    totalCents: 900_000,
    depositPercent: 100 / 3,
    progressPercent: 0,
  },
  totals: {
    chargesCents: 900_000,
    paidCents: 0,
    processingCents: 0,
    refundedCents: 0,
    balanceCents: 900_000,
    availableCents: 900_000,
    refundsOpenCents: 0,
  },
  schedule: [unpaidStage('deposit', 300_000, { due: true }), unpaidStage('balance', 600_000)],
  summary: {
    paidCents: 0,
    dueNowCents: 300_000,
    balanceCents: 900_000,
    processingCents: 0,
    refundsWarned: 0,
    refundOverdue: false,
  },
  charges: [
    { id: 1, kind: 'contract', amountCents: 900_000, label: 'Contract (Better)', at: '2026-11-20T15:00:00.000Z' },
  ],
  payments: [],
  refunds: [],
  onlinePayment: false,
  reminders: { paused: false, pausedAt: null, pausedBy: null, sent: [] },
  depositRequest: null,
  ...fields,
});

export const checkPayment = (fields: Partial<JobPayment> = {}): JobPayment => ({
  id: 5,
  stage: 'deposit',
  method: 'check',
  amountCents: 300_000,
  status: 'succeeded',
  receivedOn: '2026-11-27',
  checkNumber: '1042',
  online: false,
  recordedBy: 'Sam Ortiz',
  createdAt: '2026-11-27T16:00:00.000Z',
  stripeSessionId: null,
  stripePaymentIntentId: null,
  voided: null,
  receipt: null,
  ...fields,
});

/** The same job with the deposit paid by check 1042. */
export const depositPaid = (): JobPayments =>
  signedJob({
    totals: { ...signedJob().totals, paidCents: 300_000, balanceCents: 600_000, availableCents: 600_000 },
    schedule: [unpaidStage('deposit', 300_000, { paidCents: 300_000, leftCents: 0 }), unpaidStage('balance', 600_000)],
    summary: { ...signedJob().summary, paidCents: 300_000, dueNowCents: 0, balanceCents: 600_000 },
    payments: [checkPayment()],
  });

export const owedRefund = (fields: Partial<JobRefund> = {}): JobRefund => ({
  id: 8,
  paymentId: 5,
  amountCents: 300_000,
  reason: 'Contract cancelled within three days',
  status: 'owed',
  online: false,
  createdAt: '2026-11-21T15:00:00.000Z',
  dueBy: '2026-12-04',
  dueByText: 'the end of Friday, December 4, 2026',
  overdue: false,
  warning: null,
  settledOn: null,
  settledBy: null,
  note: null,
  lastError: null,
  ...fields,
});
