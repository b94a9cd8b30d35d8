import { and, eq } from 'drizzle-orm';
import { dayOf, yearOf, type DayKey } from '../../../shared/business-time';
import { contractBusiness, type ContractBusiness } from '../../../shared/contracts/contract-business';
import { paymentMethodLabels } from '../../../shared/payments/ledger-terms';
import type { PaymentStage } from '../../../shared/payments/payment-schedule';
import type { Db, Tx } from '../../core/db/types';
import { leads } from '../../leads';
import type { PaymentRow } from '../ledger-rows';
import { ledgerCharges, ledgerPayments, paymentReceipts } from '../schema';

/** Everything a payment's receipt shows, as it stood when it was issued (and, later, whether it was voided). */
export interface ReceiptDocument {
  /** "R-2026-00012" */
  number: string;
  issuedAt: string;
  business: ContractBusiness;
  homeowner: { name: string; email: string };
  contract: {
    /** "P-2026-0042", as the contract's PDF prints it. */
    number: string | null;
    /** "Contract (Better)" */
    label: string;
    totalCents: number;
  };
  payment: {
    id: number;
    stage: PaymentStage;
    /** The Connecticut day it was received. */
    receivedOn: DayKey;
    amountCents: number;
    /** "Check no. 1042", "Card, paid online" */
    method: string;
  };
  /** What was left to pay on the contract once this payment counted. */
  balanceAfterCents: number;
  /** A payment recorded by mistake and voided since: the receipt says so. */
  voided: { on: DayKey; reason: string } | null;
}

/** "R-2026-00012": receipts are numbered in the order they were issued, site-wide. */
export const receiptNumber = (id: number, issuedAt: string) => `R-${yearOf(issuedAt)}-${String(id).padStart(5, '0')}`;

/** How the receipt names the way it was paid: the check's number, and whether Stripe took it online. */
function methodOf(payment: Pick<PaymentRow, 'method' | 'checkNumber' | 'stripeSessionId'>): string {
  const label = payment.method ? paymentMethodLabels[payment.method] : 'Online';
  if (payment.method === 'check' && payment.checkNumber) return `${label} no. ${payment.checkNumber}`;
  return payment.stripeSessionId !== null ? `${label}, paid online` : label;
}

/**
 * The receipt of a payment of this job, if one was issued (a payment counted: succeeded, by
 * Stripe's webhook or the office's record): from the ledger, the contract's charge and the lead.
 */
export function receiptDocument(db: Db | Tx, leadId: number, paymentId: number): ReceiptDocument | undefined {
  const found = db
    .select({ receipt: paymentReceipts, payment: ledgerPayments, homeowner: { name: leads.name, email: leads.email } })
    .from(paymentReceipts)
    .innerJoin(ledgerPayments, eq(ledgerPayments.id, paymentReceipts.paymentId))
    .innerJoin(leads, eq(leads.id, paymentReceipts.leadId))
    .where(and(eq(paymentReceipts.paymentId, paymentId), eq(paymentReceipts.leadId, leadId)))
    .get();
  const receivedOn = found?.payment.receivedOn;
  if (!found || !receivedOn) return undefined;
  const { receipt, payment, homeowner } = found;
  const contract = db
    .select()
    .from(ledgerCharges)
    .where(and(eq(ledgerCharges.leadId, leadId), eq(ledgerCharges.kind, 'contract')))
    .get();
  return {
    number: receiptNumber(receipt.id, receipt.issuedAt),
    issuedAt: receipt.issuedAt,
    business: contractBusiness(),
    homeowner,
    contract: {
      number: contract?.reference ?? null,
      label: contract?.label ?? 'Contract',
      totalCents: contract?.amountCents ?? 0,
    },
    payment: {
      id: payment.id,
      stage: payment.stage,
      receivedOn,
      amountCents: payment.amountCents,
      method: methodOf(payment),
    },
    balanceAfterCents: receipt.balanceAfterCents,
    voided: payment.voidedAt === null ? null : { on: dayOf(payment.voidedAt), reason: payment.voidReason ?? '' },
  };
}
