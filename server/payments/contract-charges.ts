import type { PaymentShares } from '../../shared/payments/payment-schedule';
import { recordActivity } from '../core/activity/activity-log';
import type { Tx } from '../core/db/types';
import { isLive, unrefundedCents } from './job-figures';
import { jobRows } from './ledger-rows';
import { queueRefund, refundReasons } from './refunds';
import { ledgerCharges } from './schema';

type Source = Parameters<typeof recordActivity>[1];

/** The contract charge's label; migration 0019 wrote the same for contracts signed before the ledger. */
const contractChargeLabel = (optionName: string) => `Contract (${optionName})`;

/**
 * The job's first charge, in the acceptance's own transaction (whose activity line names the option
 * and its total): the option's total with the schedule of the version signed (a version without a
 * progress payment has none). Written here rather than read from the signature each time, so the
 * ledger is a record of its own that change orders add to, and proposals call payments without
 * payments reading proposals' tables. The contract's number and starting date come along for the
 * same reason (receipts, and the 30 days of CGS 20-427(b)(8)).
 */
export function chargeSignedContract(
  tx: Tx,
  {
    leadId,
    optionName,
    totalCents,
    shares,
    signedAt,
    contractNumber,
    startsOn,
  }: {
    leadId: number;
    optionName: string;
    totalCents: number;
    shares: PaymentShares;
    signedAt: Date;
    /** "P-2026-0042", as the contract's PDF prints it (its receipts name it). */
    contractNumber: string;
    /** The contract's starting date (the 30 days of CGS 20-427(b)(8) count from it). */
    startsOn: string;
  },
): void {
  tx.insert(ledgerCharges)
    .values({
      leadId,
      kind: 'contract',
      amountCents: totalCents,
      label: contractChargeLabel(optionName),
      at: signedAt.toISOString(),
      depositPercent: shares.depositPercent,
      progressPercent: shares.progressPercent ?? 0,
      reference: contractNumber,
      startsOn,
    })
    .run();
}

/**
 * A signed change order's difference (negative when it takes off), in the signature's own
 * transaction: the job's total becomes the contract's and its change orders', and the schedule's
 * payments still due are re-priced from it (jobFigures).
 */
export function chargeChangeOrder(
  tx: Tx,
  {
    leadId,
    label,
    reference,
    differenceCents,
    signedAt,
  }: {
    leadId: number;
    /** "Change order CO-1" */
    label: string;
    /** "CO-1" */
    reference: string;
    differenceCents: number;
    signedAt: Date;
  },
): void {
  tx.insert(ledgerCharges)
    .values({
      leadId,
      kind: 'change_order',
      amountCents: differenceCents,
      label,
      reference,
      at: signedAt.toISOString(),
    })
    .run();
}

/**
 * In the cancellation's own transaction (whose activity line says it): the charges reversed, and a
 * refund of every payment counted, due ten business days from now (a line each). A bank payment still processing is refunded once it
 * settles (stripe-events.ts). Answers whether a refund waits to go through Stripe.
 */
export function refundCancelledContract(
  tx: Tx,
  { leadId, now, req }: { leadId: number; now: Date; req: Source },
): { throughStripe: boolean } {
  const rows = jobRows(tx, leadId);
  const signed = rows.charges.some((c) => c.kind === 'contract');
  if (!signed || rows.charges.some((c) => c.kind === 'cancellation')) return { throughStripe: false };
  const total = rows.charges.reduce((sum, c) => sum + c.amountCents, 0);
  tx.insert(ledgerCharges)
    .values({
      leadId,
      kind: 'cancellation',
      amountCents: -total,
      label: refundReasons.cancelled,
      at: now.toISOString(),
    })
    .run();
  let throughStripe = false;
  for (const payment of rows.payments) {
    if (!isLive(payment) || payment.status !== 'succeeded') continue;
    const amountCents = unrefundedCents(payment, rows.refunds);
    if (amountCents <= 0) continue;
    throughStripe =
      queueRefund(tx, payment, { amountCents, reason: refundReasons.cancelled, now, req }) || throughStripe;
  }
  return { throughStripe };
}
