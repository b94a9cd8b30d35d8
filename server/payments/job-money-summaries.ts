import { asc, inArray } from 'drizzle-orm';
import { dayOf, type DayKey } from '../../shared/business-time';
import type { JobMoneySummary } from '../../shared/payments/payment-answers';
import type { Db, Tx } from '../core/db/types';
import { jobFigures, type JobFigures } from './job-figures';
import { jobFactsOf, type JobRows, type RefundRow } from './ledger-rows';
import { refundWarning } from './refund-warnings';
import { ledgerCharges, ledgerPayments, ledgerRefunds } from './schema';

/** Rows grouped by their job, each job's in the order read. */
function byLead<Row extends { leadId: number }>(rows: Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.leadId, [...(grouped.get(row.leadId) ?? []), row]);
  return grouped;
}

/** A job's money in a line on `today`: the lead card's paid, due now and balance, and its refund warning. */
export function moneySummary(figures: JobFigures, refunds: RefundRow[], today: DayKey): JobMoneySummary {
  const warnings = refunds.map((refund) => refundWarning(refund, today)).filter((w) => w !== null);
  return {
    paidCents: figures.paidCents,
    dueNowCents: figures.schedule.filter((s) => s.due).reduce((sum, s) => sum + s.leftCents - s.heldBackCents, 0),
    balanceCents: figures.balanceCents,
    processingCents: figures.processingCents,
    refundsWarned: warnings.length,
    refundOverdue: warnings.includes('overdue'),
  };
}

/** The ledgers of these jobs, by lead id (three queries whatever their number, and each job's install start and completion); a lead without a charge has none. */
export function jobRowsByLead(db: Db | Tx, leadIds: number[]): Map<number, JobRows> {
  if (leadIds.length === 0) return new Map();
  const charges = byLead(
    db.select().from(ledgerCharges).where(inArray(ledgerCharges.leadId, leadIds)).orderBy(asc(ledgerCharges.id)).all(),
  );
  const payments = byLead(
    db
      .select()
      .from(ledgerPayments)
      .where(inArray(ledgerPayments.leadId, leadIds))
      .orderBy(asc(ledgerPayments.id))
      .all(),
  );
  const refunds = byLead(
    db.select().from(ledgerRefunds).where(inArray(ledgerRefunds.leadId, leadIds)).orderBy(asc(ledgerRefunds.id)).all(),
  );
  return new Map(
    [...charges].map(([leadId, jobCharges]) => [
      leadId,
      {
        charges: jobCharges,
        payments: payments.get(leadId) ?? [],
        refunds: refunds.get(leadId) ?? [],
        ...jobFactsOf(db, leadId),
      },
    ]),
  );
}

/** The money line of each of these jobs at `now`, by lead id (the inbox shows a page of them). */
export function jobMoneySummaries(db: Db | Tx, leadIds: number[], now: Date): Map<number, JobMoneySummary> {
  const today = dayOf(now);
  return new Map(
    [...jobRowsByLead(db, leadIds)].map(([leadId, rows]) => [
      leadId,
      moneySummary(jobFigures(rows, now), rows.refunds, today),
    ]),
  );
}
