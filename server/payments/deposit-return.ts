import { eq } from 'drizzle-orm';
import { addDays, formatDayKey, type DayKey } from '../../shared/business-time';
import type { DepositRequest } from '../../shared/payments/payment-inputs';
import { paymentMessages } from '../../shared/payments/payment-messages';
import type { recordActivity } from '../core/activity/activity-log';
import type { Db, Tx } from '../core/db/types';
import { isLive, jobFigures, unrefundedCents } from './job-figures';
import { jobRows } from './ledger-rows';
import { queueRefund, refundReasons } from './refunds';
import { depositReturnRequests } from './schema';

type Source = Parameters<typeof recordActivity>[1];

/**
 * CGS 20-427(b)(8), as issue 43 quotes it: "On the homeowner's written request, a deposit comes back
 * within 10 days if no substantial work was done and more than 30 days have passed since the
 * contract's start date." Ten days, not business days: the statute says days, so calendar days.
 */
const depositReturnDays = 10;
const depositWaitDays = 30;

/** The first day a request counts: more than thirty days after the starting date. */
const firstRequestDay = (startsOn: DayKey): DayKey => addDays(startsOn, depositWaitDays + 1);

export const depositRequestMessages = {
  noStartDate: "The contract's starting date is not known, so the 30 days cannot be counted",
  noDeposit: 'No deposit has been paid on this contract, so there is none to return',
  tooEarly: (startsOn: DayKey) =>
    `The law returns a deposit on request only once more than 30 days have passed since the contract's starting date (${formatDayKey(startsOn, 'long')}): a request received before ${formatDayKey(firstRequestDay(startsOn), 'long')} does not count`,
  already: (receivedOn: DayKey) =>
    `A written request for the deposit back was already recorded (received ${formatDayKey(receivedOn, 'long')})`,
} as const;

type RequestOutcome =
  | { kind: 'recorded'; dueBy: DayKey; amountCents: number; throughStripe: boolean }
  | { kind: 'refused'; message: string };

/** The job's written request for the deposit back, if one was recorded. */
export const depositRequestOf = (db: Db | Tx, leadId: number) =>
  db.select().from(depositReturnRequests).where(eq(depositReturnRequests.leadId, leadId)).get() ?? null;

/**
 * The office records the homeowner's written request for the deposit back. In one IMMEDIATE
 * transaction: the request, and a refund of each deposit payment counted (what no refund is for
 * yet), due ten days after the request was received, as a cancellation's refunds are made (a
 * Stripe payment's goes back through Stripe, a recorded one's is owed until the office pays it).
 */
export function recordDepositRequest(
  db: Db,
  leadId: number,
  input: DepositRequest,
  { staffId, now, req }: { staffId: number; now: Date; req: Source },
): RequestOutcome {
  return db.transaction(
    (tx): RequestOutcome => {
      const rows = jobRows(tx, leadId);
      const { contract } = jobFigures(rows, now);
      const refused = (message: string) => ({ kind: 'refused' as const, message });
      if (!contract) return refused(paymentMessages.notSigned);
      if (contract.cancelledAt) return refused(paymentMessages.cancelled);
      const earlier = depositRequestOf(tx, leadId);
      if (earlier) return refused(depositRequestMessages.already(earlier.receivedOn));
      const startsOn = rows.charges.find((c) => c.kind === 'contract')?.startsOn;
      if (!startsOn) return refused(depositRequestMessages.noStartDate);
      if (input.receivedOn < firstRequestDay(startsOn)) return refused(depositRequestMessages.tooEarly(startsOn));
      const deposits = rows.payments
        .filter((p) => isLive(p) && p.status === 'succeeded' && p.stage === 'deposit')
        .map((payment) => ({ payment, amountCents: unrefundedCents(payment, rows.refunds) }))
        .filter(({ amountCents }) => amountCents > 0);
      if (deposits.length === 0) return refused(depositRequestMessages.noDeposit);

      const dueBy = addDays(input.receivedOn, depositReturnDays);
      tx.insert(depositReturnRequests)
        .values({ leadId, receivedOn: input.receivedOn, dueBy, recordedBy: staffId })
        .run();
      let throughStripe = false;
      for (const { payment, amountCents } of deposits) {
        const online = queueRefund(tx, payment, {
          amountCents,
          reason: refundReasons.depositRequested,
          now,
          req,
          dueBy,
        });
        throughStripe ||= online;
      }
      const amountCents = deposits.reduce((sum, d) => sum + d.amountCents, 0);
      return { kind: 'recorded', dueBy, amountCents, throughStripe };
    },
    { behavior: 'immediate' },
  );
}
