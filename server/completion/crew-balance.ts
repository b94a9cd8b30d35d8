import { formatDollars } from '../../shared/money';
import { completionMessages } from '../../shared/completion/completion-messages';
import type { CrewBalancePayment } from '../../shared/payments/payment-inputs';
import type { Db } from '../core/db/types';
import { installStartOf } from '../installs/install-facts';
import { recordPayment } from '../payments';
import type { Outcome } from './completion-store';

/**
 * The balance a crew member took on site at the end of the installation (a check or cash), recorded
 * as the office records a payment (never above what is left to pay, with its receipt), once the
 * install has begun. `detail` names it for the activity record.
 */
export function recordCrewBalance(
  db: Db,
  leadId: number,
  input: CrewBalancePayment,
  { staffId, now }: { staffId: number; now: Date },
): Outcome & { detail?: string } {
  const startsAt = installStartOf(db, leadId);
  if (!startsAt || new Date(startsAt).getTime() > now.getTime()) {
    return { ok: false, status: 409, message: completionMessages.balanceBeforeInstall };
  }
  const outcome = recordPayment(db, leadId, { ...input, stage: 'balance' }, { staffId, now });
  if (outcome.kind === 'refused') {
    return { ok: false, status: 409, message: outcome.message, field: outcome.amount ? 'amountCents' : undefined };
  }
  const { payment } = outcome;
  const method = payment.checkNumber ? `Check ${payment.checkNumber}` : 'Cash';
  return { ok: true, detail: `${method}, ${formatDollars(payment.amountCents)} (Balance), taken on site` };
}
