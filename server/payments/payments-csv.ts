import { asc, eq, inArray } from 'drizzle-orm';
import { dayOf, type DayKey } from '../../shared/business-time';
import { paymentMethodLabels, paymentStatusLabels, refundStatusLabels } from '../../shared/payments/ledger-terms';
import type { Db } from '../core/db/types';
import { spreadsheetCsv, type SpreadsheetCell } from '../core/spreadsheet-csv';
import { leads } from '../leads';
import { ledgerPayments, ledgerRefunds } from './schema';

/** Each lead's signed contract number ("P-2026-0042"), from proposals (app.ts passes it in: proposals builds on payments). */
export type ContractNumbers = (leadIds: readonly number[]) => ReadonlyMap<number, string>;

const header = ['Date', 'Job', 'Contract number', 'Type', 'Method', 'Check number', 'Amount', 'Fee', 'Status'];

type Line = { day: DayKey; order: number; leadId: number; cells: (job: string, contract: string) => SpreadsheetCell[] };

/**
 * The books for the bookkeeper: a line per payment (but a Checkout page never paid) and per refund,
 * by its Connecticut day, of every job or of one month ("2026-11"). A payment on the day received,
 * voided ones kept and said so; a refund as a negative amount on the day it was paid back, or the
 * day it became owed while it is not. The fee column is Stripe's fee once read (stripe-fees.ts); empty
 * for a payment taken in person, a refund, or a fee Stripe has not told us.
 */
export function paymentsCsv(db: Db, { month, contractNumbers }: { month?: string; contractNumbers: ContractNumbers }) {
  const payments = db
    .select()
    .from(ledgerPayments)
    .where(inArray(ledgerPayments.status, ['succeeded', 'processing', 'failed']))
    .orderBy(asc(ledgerPayments.id))
    .all();
  const refunds = db
    .select({ refund: ledgerRefunds, method: ledgerPayments.method })
    .from(ledgerRefunds)
    .innerJoin(ledgerPayments, eq(ledgerPayments.id, ledgerRefunds.paymentId))
    .orderBy(asc(ledgerRefunds.id))
    .all();
  const methodLabel = (method: keyof typeof paymentMethodLabels | null) => (method ? paymentMethodLabels[method] : '');

  const lines: Line[] = [
    ...payments.map((p) => {
      const day = p.receivedOn ?? dayOf(p.createdAt);
      return {
        day,
        order: 0,
        leadId: p.leadId,
        cells: (job: string, contract: string) => [
          day,
          job,
          contract,
          'Payment',
          methodLabel(p.method),
          p.checkNumber ?? '',
          { cents: p.amountCents },
          p.feeCents === null ? '' : { cents: p.feeCents },
          p.voidedAt ? `Voided: ${p.voidReason ?? ''}` : paymentStatusLabels[p.status],
        ],
      };
    }),
    ...refunds.map(({ refund: r, method }) => {
      const day = r.settledOn ?? dayOf(r.createdAt);
      return {
        day,
        order: 1,
        leadId: r.leadId,
        cells: (job: string, contract: string) => [
          day,
          job,
          contract,
          'Refund',
          methodLabel(method),
          '',
          { cents: -r.amountCents },
          '',
          refundStatusLabels[r.status],
        ],
      };
    }),
  ]
    .filter((line) => !month || line.day.startsWith(`${month}-`))
    .sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);

  const leadIds = [...new Set(lines.map((line) => line.leadId))];
  const names = new Map(
    leadIds.length === 0
      ? []
      : db
          .select({ id: leads.id, name: leads.name })
          .from(leads)
          .where(inArray(leads.id, leadIds))
          .all()
          .map((l) => [l.id, l.name]),
  );
  const numbers = contractNumbers(leadIds);
  return spreadsheetCsv(
    header,
    lines.map((line) => line.cells(names.get(line.leadId) ?? '', numbers.get(line.leadId) ?? '')),
  );
}
