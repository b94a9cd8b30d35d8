import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../core/db/types';
import { balanceFactsOf, type BalanceFacts } from '../completion/balance-facts';
import { depositReturnRequests, ledgerCharges, ledgerPayments, ledgerRefunds } from './schema';
import { installStartOf } from '../installs/install-facts';

export type ChargeRow = typeof ledgerCharges.$inferSelect;
export type PaymentRow = typeof ledgerPayments.$inferSelect;
export type RefundRow = typeof ledgerRefunds.$inferSelect;

/** Every row of a job's ledger, oldest first. */
export interface JobRows {
  charges: ChargeRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** When the installation starts (its first day, UTC), or null while none is booked. */
  installStartsAt: string | null;
  /** The job's completion, once recorded: when the balance falls due and what is held back. */
  completion?: BalanceFacts | null;
  /**
   * The homeowner asked in writing for the deposit back (CGS 20-427(b)(8)): its refund is on its way,
   * and no payment is asked for or offered online until new terms are agreed.
   */
  depositReturnRequested?: boolean;
}

/** What a job's figures need beyond its ledger's rows: the install's start, the completion, a written request for the deposit back. */
export function jobFactsOf(db: Db | Tx, leadId: number) {
  return {
    installStartsAt: installStartOf(db, leadId),
    completion: balanceFactsOf(db, leadId),
    depositReturnRequested:
      db
        .select({ leadId: depositReturnRequests.leadId })
        .from(depositReturnRequests)
        .where(eq(depositReturnRequests.leadId, leadId))
        .get() !== undefined,
  };
}

/** A job's ledger as it stands; pass the transaction that acts on it, if any. */
export function jobRows(db: Db | Tx, leadId: number): JobRows {
  return {
    charges: db
      .select()
      .from(ledgerCharges)
      .where(eq(ledgerCharges.leadId, leadId))
      .orderBy(asc(ledgerCharges.id))
      .all(),
    payments: db
      .select()
      .from(ledgerPayments)
      .where(eq(ledgerPayments.leadId, leadId))
      .orderBy(asc(ledgerPayments.id))
      .all(),
    refunds: db
      .select()
      .from(ledgerRefunds)
      .where(eq(ledgerRefunds.leadId, leadId))
      .orderBy(asc(ledgerRefunds.id))
      .all(),
    ...jobFactsOf(db, leadId),
  };
}
