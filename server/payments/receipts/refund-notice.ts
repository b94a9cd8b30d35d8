import { eq } from 'drizzle-orm';
import type { DayKey } from '../../../shared/business-time';
import type { Tx } from '../../core/db/types';
import { queueMail } from '../../core/mail/outbox';
import { leads } from '../../leads';
import type { RefundRow } from '../ledger-rows';
import { ledgerRefunds } from '../schema';
import { refundNoticeEmail } from './receipt-emails';

/**
 * In the transaction that settles a refund (Stripe's word that it succeeded, or the office's
 * "paid"): the homeowner is e-mailed a short notice, once per refund whichever way it settled.
 */
export function noticeRefundSettled(tx: Tx, refund: RefundRow, { paidOn, now }: { paidOn: DayKey; now: Date }): void {
  if (refund.noticeQueuedAt !== null) return;
  const homeowner = tx
    .select({ name: leads.name, email: leads.email })
    .from(leads)
    .where(eq(leads.id, refund.leadId))
    .get();
  if (!homeowner) return;
  const email = refundNoticeEmail({
    homeownerName: homeowner.name,
    amountCents: refund.amountCents,
    paidOn,
    throughStripe: refund.status === 'succeeded',
  });
  queueMail(tx, { leadId: refund.leadId, kind: 'refund-notice', toAddress: homeowner.email, ...email }, { now });
  tx.update(ledgerRefunds).set({ noticeQueuedAt: now.toISOString() }).where(eq(ledgerRefunds.id, refund.id)).run();
}
