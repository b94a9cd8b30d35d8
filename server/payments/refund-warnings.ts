import { asc, eq, inArray } from 'drizzle-orm';
import { dayOf, type DayKey } from '../../shared/business-time';
import { addBusinessDays } from '../../shared/contracts/cancellation-deadline';
import { refundWarningBusinessDays, type RefundsDue, type RefundWarning } from '../../shared/payments/payment-reports';
import type { Db, Tx } from '../core/db/types';
import { leads } from '../leads';
import type { RefundRow } from './ledger-rows';
import { dueByText } from './refunds';
import { ledgerRefunds } from './schema';

/**
 * A refund the office still has to see through: owed for a recorded payment, failed at Stripe, or
 * waiting to be sent (one Stripe has taken is on its way, and settles by itself).
 */
const awaitsTheOffice = (refund: Pick<RefundRow, 'status' | 'stripeRefundId'>) =>
  refund.status === 'owed' || refund.status === 'failed' || (refund.status === 'pending' && !refund.stripeRefundId);

/**
 * Whether staff are warned of a refund on `today`: `overdue` after its last day, `near` when that
 * day is within three business days (counted as the deadline is: Sundays and holidays do not count).
 */
export function refundWarning(refund: Pick<RefundRow, 'status' | 'stripeRefundId' | 'dueBy'>, today: DayKey) {
  if (!awaitsTheOffice(refund)) return null;
  if (today > refund.dueBy) return 'overdue' satisfies RefundWarning;
  return addBusinessDays(today, refundWarningBusinessDays) >= refund.dueBy ? ('near' satisfies RefundWarning) : null;
}

/** Every refund staff are warned of at `now`, soonest last day first, with its job's name. */
export function refundsToWarnAbout(db: Db | Tx, now: Date): RefundsDue['refunds'] {
  const today = dayOf(now);
  return db
    .select({ refund: ledgerRefunds, leadName: leads.name })
    .from(ledgerRefunds)
    .innerJoin(leads, eq(leads.id, ledgerRefunds.leadId))
    .where(inArray(ledgerRefunds.status, ['owed', 'failed', 'pending']))
    .orderBy(asc(ledgerRefunds.dueBy), asc(ledgerRefunds.id))
    .all()
    .flatMap(({ refund, leadName }) => {
      const warning = refundWarning(refund, today);
      return warning
        ? [
            {
              refundId: refund.id,
              leadId: refund.leadId,
              leadName,
              amountCents: refund.amountCents,
              dueBy: refund.dueBy,
              dueByText: dueByText(refund.dueBy),
              warning,
            },
          ]
        : [];
    });
}
