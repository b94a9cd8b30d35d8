import { addDays, businessInstant, businessTime, dayOf } from '../../shared/business-time';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import type { RefundStatus } from '../../shared/payments/ledger-terms';
import { paymentSchedule, type PaymentShares, type PaymentStage } from '../../shared/payments/payment-schedule';
import type { JobRows, PaymentRow, RefundRow } from './ledger-rows';

export interface StageFigure {
  stage: PaymentStage;
  amountCents: number;
  paidCents: number;
  processingCents: number;
  leftCents: number;
  /** What of `leftCents` the office holds back while the punch list is open (the balance only): not yet due. */
  heldBackCents: number;
  due: boolean;
}

export interface JobFigures {
  /** The signed contract the ledger follows (its charge), or null before the homeowner signs. */
  contract: {
    signedAt: string;
    /** The end of the right to cancel: the deposit is due from then. */
    cancelBy: Date;
    /** The installation's first day: the progress payment is due from then (null while none is booked). */
    installStartsAt: Date | null;
    cancelledAt: string | null;
    /** The contract's own total, as signed. */
    totalCents: number;
    /** What the signed change orders add (negative when they take off). */
    changeOrdersCents: number;
    /** The job's total: the contract and its signed change orders. The schedule is its shares of it. */
    jobTotalCents: number;
    shares: Required<PaymentShares>;
    /** The job's completion, once recorded (server/completion). */
    completion: JobRows['completion'];
    /** The deposit was asked back in writing: nothing falls due, and nothing is offered online. */
    depositReturnRequested: boolean;
  } | null;
  chargesCents: number;
  paidCents: number;
  processingCents: number;
  refundedCents: number;
  balanceCents: number;
  availableCents: number;
  refundsOpenCents: number;
  schedule: StageFigure[];
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** A payment the ledger counts at its status (a voided one counts for nothing). */
export const isLive = (payment: PaymentRow) => payment.voidedAt === null;
const counted = (payments: PaymentRow[], status: 'succeeded' | 'processing') =>
  sum(payments.filter((p) => isLive(p) && p.status === status).map((p) => p.amountCents));

/** A refund the money has left for, or will: all but one Stripe failed to send (the office then settles it by hand). */
const committedRefund = (status: RefundStatus) => status !== 'failed';
const openRefund = (status: RefundStatus) => status === 'owed' || status === 'pending' || status === 'failed';

/**
 * A job's figures at `now`: balance = charges − payments succeeded + refunds; a new payment may be
 * at most the balance less the bank payments still processing. The schedule's payments are covered
 * in order (the deposit first) by what was paid, net of refunds, then by what is processing. The
 * schedule is the contract's shares of the job's total (the contract and its signed change orders), so
 * a change order re-prices the payments still due.
 */
export function jobFigures(
  { charges, payments, refunds, installStartsAt, completion = null, depositReturnRequested = false }: JobRows,
  now: Date,
): JobFigures {
  const contractCharge = charges.find((c) => c.kind === 'contract');
  const cancellation = charges.find((c) => c.kind === 'cancellation');
  const chargesCents = sum(charges.map((c) => c.amountCents));
  const changeOrdersCents = sum(charges.filter((c) => c.kind === 'change_order').map((c) => c.amountCents));
  const paidCents = counted(payments, 'succeeded');
  const processingCents = counted(payments, 'processing');
  const refundedCents = sum(refunds.filter((r) => committedRefund(r.status)).map((r) => r.amountCents));
  const balanceCents = chargesCents - paidCents + refundedCents;
  const contract = contractCharge
    ? {
        signedAt: contractCharge.at,
        cancelBy: cancellationDeadline(new Date(contractCharge.at)).endsAt,
        installStartsAt: installStartsAt ? new Date(installStartsAt) : null,
        cancelledAt: cancellation?.at ?? null,
        totalCents: contractCharge.amountCents,
        changeOrdersCents,
        jobTotalCents: contractCharge.amountCents + changeOrdersCents,
        shares: {
          depositPercent: contractCharge.depositPercent ?? 0,
          progressPercent: contractCharge.progressPercent ?? 0,
        },
        completion,
        depositReturnRequested,
      }
    : null;

  let paidLeft = Math.max(0, paidCents - refundedCents);
  let processingLeft = processingCents;
  const schedule = contract
    ? paymentSchedule(contract.jobTotalCents, contract.shares).map(({ stage, amountCents }): StageFigure => {
        const paid = Math.min(amountCents, paidLeft);
        paidLeft -= paid;
        const processing = Math.min(amountCents - paid, processingLeft);
        processingLeft -= processing;
        const leftCents = contract.cancelledAt ? 0 : amountCents - paid - processing;
        const heldBackCents = stage === 'balance' ? Math.min(leftCents, completion?.heldBackCents ?? 0) : 0;
        const from = dueFrom(contract, stage);
        const due =
          !depositReturnRequested && leftCents - heldBackCents > 0 && from !== null && now.getTime() >= from.getTime();
        return { stage, amountCents, paidCents: paid, processingCents: processing, leftCents, heldBackCents, due };
      })
    : [];

  return {
    contract,
    chargesCents,
    paidCents,
    processingCents,
    refundedCents,
    balanceCents,
    availableCents: balanceCents - processingCents,
    refundsOpenCents: sum(refunds.filter((r) => openRefund(r.status)).map((r) => r.amountCents)),
    schedule,
  };
}

/** Without the homeowner's answer, the balance falls due this many Connecticut days after completion was recorded. */
const balanceDueAfterDays = 3;

/**
 * When a payment of the schedule falls due (the figures' `due`, and the reminders 3 and 7 days
 * later): the deposit once the right to cancel has ended; the progress payment at the start of
 * installation (null while none is booked); the balance at the homeowner's sign-off, or three days
 * (same Connecticut clock time) after completion was recorded without one.
 */
export function dueFrom(
  contract: Pick<NonNullable<JobFigures['contract']>, 'cancelBy' | 'installStartsAt' | 'completion'>,
  stage: PaymentStage,
): Date | null {
  if (stage === 'deposit') return contract.cancelBy;
  if (stage === 'progress') return contract.installStartsAt;
  const { completion } = contract;
  if (!completion) return null;
  const unanswered = businessInstant(
    addDays(dayOf(completion.completedAt), balanceDueAfterDays),
    businessTime(completion.completedAt),
  );
  const signedOff = completion.signedOffAt ? new Date(completion.signedOffAt) : null;
  return signedOff && signedOff < unanswered ? signedOff : unanswered;
}

/** The next payment of the schedule with something left to pay: the one "Pay $X" is for. */
export const nextPayment = (figures: JobFigures) => figures.schedule.find((stage) => stage.leftCents > 0);

/** What of a payment no refund is for yet (one that failed at Stripe included: the office settles it by hand). */
export const unrefundedCents = (payment: PaymentRow, refunds: RefundRow[]) =>
  payment.amountCents - sum(refunds.filter((r) => r.paymentId === payment.id).map((r) => r.amountCents));
