import { inArray } from 'drizzle-orm';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { jobFigures } from './job-figures';
import { moneySummary } from './job-money-summaries';
import { depositRequestOf } from './deposit-return';
import { jobRows, type RefundRow } from './ledger-rows';
import { jobReceipts, type NumberedReceipt } from './receipts/job-receipts';
import { refundWarning } from './refund-warnings';
import { jobReminders } from './reminders/job-reminders';
import { dueByText, refundReasons } from './refunds';

/** Names of the people on the team with these ids. */
function namesOf(db: Db | Tx, ids: (number | null)[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map(
    db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(inArray(staff.id, wanted))
      .all()
      .map((p) => [p.id, p.name]),
  );
}

const isSettled = (refund: RefundRow) => refund.status === 'paid' || refund.status === 'succeeded';

const receiptOf = (receipt: NumberedReceipt | undefined) =>
  receipt ? { number: receipt.number, issuedAt: receipt.issuedAt, mailedAt: receipt.mailedAt } : null;

/** GET /api/contacts/:id/payments: a job's ledger and figures as staff see them at `now`, with receipts, reminders and any request for the deposit back. */
export function jobPaymentsView(
  db: Db | Tx,
  leadId: number,
  { now, onlinePayment }: { now: Date; onlinePayment: boolean },
): JobPayments {
  const rows = jobRows(db, leadId);
  const figures = jobFigures(rows, now);
  const receipts = jobReceipts(db, leadId);
  const reminders = jobReminders(db, leadId);
  const depositRequest = depositRequestOf(db, leadId);
  const names = namesOf(db, [
    ...rows.payments.flatMap((p) => [p.recordedBy, p.voidedBy]),
    ...rows.refunds.map((r) => r.settledBy),
    reminders.pause?.pausedBy ?? null,
    depositRequest?.recordedBy ?? null,
  ]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const today = dayOf(now);
  const { contract } = figures;
  return {
    contract: contract && {
      signedAt: contract.signedAt,
      cancelBy: contract.cancelBy.toISOString(),
      cancelledAt: contract.cancelledAt,
      totalCents: contract.jobTotalCents,
      depositPercent: contract.shares.depositPercent,
      progressPercent: contract.shares.progressPercent,
    },
    totals: {
      chargesCents: figures.chargesCents,
      paidCents: figures.paidCents,
      processingCents: figures.processingCents,
      refundedCents: figures.refundedCents,
      balanceCents: figures.balanceCents,
      availableCents: figures.availableCents,
      refundsOpenCents: figures.refundsOpenCents,
    },
    schedule: figures.schedule,
    summary: moneySummary(figures, rows.refunds, today),
    charges: rows.charges.map(({ id, kind, amountCents, label, at }) => ({ id, kind, amountCents, label, at })),
    payments: rows.payments.map((p) => ({
      id: p.id,
      stage: p.stage,
      method: p.method,
      amountCents: p.amountCents,
      status: p.status,
      receivedOn: p.receivedOn,
      checkNumber: p.checkNumber,
      online: p.stripeSessionId !== null,
      recordedBy: nameOf(p.recordedBy),
      createdAt: p.createdAt,
      stripeSessionId: p.stripeSessionId,
      stripePaymentIntentId: p.stripePaymentIntentId,
      voided: p.voidedAt === null ? null : { at: p.voidedAt, by: nameOf(p.voidedBy), reason: p.voidReason ?? '' },
      receipt: receiptOf(receipts.get(p.id)),
    })),
    refunds: rows.refunds.map((r) => {
      const settled = isSettled(r);
      return {
        id: r.id,
        paymentId: r.paymentId,
        amountCents: r.amountCents,
        reason: r.reason,
        status: r.status,
        online: rows.payments.find((p) => p.id === r.paymentId)?.stripeSessionId != null,
        createdAt: r.createdAt,
        dueBy: r.dueBy,
        dueByText: dueByText(r.dueBy),
        overdue: !settled && today > r.dueBy,
        warning: refundWarning(r, today),
        settledOn: r.settledOn,
        settledBy: nameOf(r.settledBy),
        note: r.note,
        lastError: r.lastError,
      };
    }),
    reminders: {
      paused: reminders.pause !== null,
      pausedAt: reminders.pause?.pausedAt ?? null,
      pausedBy: nameOf(reminders.pause?.pausedBy ?? null),
      sent: reminders.sent.map(({ stage, dueOn, afterDays, amountCents, sentAt }) => ({
        stage,
        dueOn,
        afterDays,
        amountCents,
        sentAt,
      })),
    },
    depositRequest: depositRequest && {
      receivedOn: depositRequest.receivedOn,
      dueBy: depositRequest.dueBy,
      dueByText: dueByText(depositRequest.dueBy),
      overdue:
        today > depositRequest.dueBy &&
        rows.refunds.some((r) => r.reason === refundReasons.depositRequested && !isSettled(r)),
      recordedBy: nameOf(depositRequest.recordedBy),
    },
    onlinePayment,
  };
}
