import { and, eq, isNull } from 'drizzle-orm';
import { addDays, dayOf, type DayKey } from '../../shared/business-time';
import type { CashByMonth } from '../../shared/payments/payment-reports';
import type { Db } from '../core/db/types';
import { ledgerCharges, ledgerPayments, ledgerRefunds } from './schema';

const monthsShown = 12;

/** The `count` Connecticut months up to `today`'s ("2026-11"), oldest first. */
function monthsUpTo(today: DayKey, count: number): string[] {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const k = index - (count - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** "2026-02" → "2026-02-28": the day before the next month's first. */
const lastDayOf = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return addDays(`${next}-01`, -1);
};

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * The Analytics tab's money, by Connecticut month, from every job's ledger:
 * - collected: the payments counted (succeeded and not voided) by the day they were received, less
 *   the refunds paid back by the day they were paid (cash basis: money in hand, a refund owed is not
 *   yet money out);
 * - outstanding: what homeowners owed at the end of the month (for the current one, today), each
 *   job's balance as the ledger counts it (charges − payments + refunds committed) as of that day,
 *   a job that is owed money counting as zero. As of each month's end rather than by month of
 *   signing: it is the receivable the bookkeeper reconciles at each close, and a month's figure does
 *   not move as later payments come in for its contracts (a payment recorded late for an earlier day
 *   does correct it).
 */
export function cashByMonth(db: Db, now: Date): CashByMonth {
  const today = dayOf(now);
  const charges = db
    .select({ leadId: ledgerCharges.leadId, amountCents: ledgerCharges.amountCents, at: ledgerCharges.at })
    .from(ledgerCharges)
    .all()
    .map((c) => ({ ...c, day: dayOf(c.at) }));
  const payments = db
    .select({ leadId: ledgerPayments.leadId, amountCents: ledgerPayments.amountCents, day: ledgerPayments.receivedOn })
    .from(ledgerPayments)
    .where(and(eq(ledgerPayments.status, 'succeeded'), isNull(ledgerPayments.voidedAt)))
    .all()
    .flatMap((p) => (p.day ? [{ ...p, day: p.day }] : []));
  const refunds = db
    .select({
      leadId: ledgerRefunds.leadId,
      amountCents: ledgerRefunds.amountCents,
      status: ledgerRefunds.status,
      createdAt: ledgerRefunds.createdAt,
      settledOn: ledgerRefunds.settledOn,
    })
    .from(ledgerRefunds)
    .all();
  const committed = refunds.filter((r) => r.status !== 'failed').map((r) => ({ ...r, day: dayOf(r.createdAt) }));
  const paidBack = refunds.flatMap((r) =>
    (r.status === 'paid' || r.status === 'succeeded') && r.settledOn ? [{ ...r, day: r.settledOn }] : [],
  );

  const inMonth = (month: string) => (row: { day: DayKey }) => row.day.startsWith(`${month}-`);
  const outstandingOn = (asOf: DayKey) => {
    const balances = new Map<number, number>();
    const add = (leadId: number, cents: number) => balances.set(leadId, (balances.get(leadId) ?? 0) + cents);
    for (const c of charges) if (c.day <= asOf) add(c.leadId, c.amountCents);
    for (const p of payments) if (p.day <= asOf) add(p.leadId, -p.amountCents);
    for (const r of committed) if (r.day <= asOf) add(r.leadId, r.amountCents);
    return sum([...balances.values()].map((balance) => Math.max(0, balance)));
  };

  return {
    asOf: today,
    months: monthsUpTo(today, monthsShown).map((month) => {
      const receivedCents = sum(payments.filter(inMonth(month)).map((p) => p.amountCents));
      const refundedCents = sum(paidBack.filter(inMonth(month)).map((r) => r.amountCents));
      const monthEnd = lastDayOf(month);
      return {
        month,
        receivedCents,
        refundedCents,
        collectedCents: receivedCents - refundedCents,
        outstandingCents: outstandingOn(monthEnd < today ? monthEnd : today),
      };
    }),
  };
}
