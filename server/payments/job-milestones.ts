import type { DayKey } from '../../shared/business-time';
import { isLive, type JobFigures } from './job-figures';
import type { JobRows } from './ledger-rows';

export interface LedgerMilestones {
  hasDeposit: boolean;
  /** The day the payments counted first covered the deposit; null while they do not. */
  depositPaidOn: DayKey | null;
  /** The day of the payment that cleared the balance; null while something is left to pay. */
  paidOn: DayKey | null;
}

/** When a job's deposit was paid and when it was paid in full, from its ledger and its figures: the homeowner's timeline and the Jobs page. */
export function ledgerMilestones(rows: JobRows, figures: JobFigures): LedgerMilestones {
  const deposit = figures.schedule.find((stage) => stage.stage === 'deposit');
  const counted = rows.payments
    .filter((p) => isLive(p) && p.status === 'succeeded' && p.receivedOn !== null)
    .map((p) => ({ day: p.receivedOn as DayKey, amountCents: p.amountCents }))
    .sort((a, b) => a.day.localeCompare(b.day));
  let running = 0;
  const covered = (amountCents: number) =>
    counted.find((p) => {
      running += p.amountCents;
      return running >= amountCents;
    })?.day ?? null;
  const depositPaid = deposit !== undefined && deposit.paidCents >= deposit.amountCents;
  return {
    hasDeposit: deposit !== undefined,
    depositPaidOn: depositPaid ? covered(deposit.amountCents) : null,
    paidOn: figures.contract && figures.balanceCents <= 0 ? (counted.at(-1)?.day ?? null) : null,
  };
}
