import type { HomeownerPayments } from '../../../../shared/payments/payment-answers';
import { formatDollars } from '../../../../shared/money';
import { PayForm } from './pay-form';
import { paymentsCopy as copy } from './payments-copy';

type Stage = HomeownerPayments['schedule'][number];

/** "Paid $3,000", "$3,000 processing", "$6,000 to pay · Due now": where one payment of the schedule stands. */
function standing(stage: Stage): string {
  const parts = [
    stage.paidCents > 0 ? copy.stagePaid(formatDollars(stage.paidCents)) : null,
    stage.processingCents > 0 ? copy.stageProcessing(formatDollars(stage.processingCents)) : null,
    stage.leftCents > 0 ? copy.stageLeft(formatDollars(stage.leftCents)) : null,
    stage.leftCents > 0 ? (stage.due ? copy.dueNow : copy.dueLater(stage.stage)) : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

/**
 * The signed schedule, each payment with what is paid and what is left, and "Pay $X" for the one
 * Stripe may take now (the next in order; not the deposit the page already offers above).
 */
export function PaymentStages({
  token,
  payments,
  offered,
  payNow,
  hydrated,
}: {
  token: string;
  payments: HomeownerPayments;
  /** The deposit "Pay the deposit now" is for, which this list does not offer a second time. */
  offered: Stage | undefined;
  /** Online payment is offered now (Stripe is set up, and no payment back from Checkout awaits its word). */
  payNow: boolean;
  hydrated: boolean;
}) {
  return (
    <>
      <h4 id="pay-schedule-heading" className="mt-6 font-sans text-lg font-semibold">
        {copy.scheduleHeading}
      </h4>
      <ul aria-labelledby="pay-schedule-heading" className="mt-2 grid gap-3">
        {payments.schedule.map((stage) => (
          <li
            key={stage.stage}
            className="grid gap-3 rounded-md border border-line bg-white p-4 sm:flex sm:items-center sm:justify-between sm:gap-6"
          >
            <div>
              <p className="font-semibold text-ink">
                {copy.stageName(stage.stage)}: <span className="tabular-nums">{formatDollars(stage.amountCents)}</span>
              </p>
              <p className="mt-1 text-sm text-ink-soft">{standing(stage)}</p>
            </div>
            {stage.payable && payNow && stage.stage !== offered?.stage ? (
              <PayForm
                token={token}
                stage={stage.stage}
                label={copy.pay(formatDollars(stage.leftCents))}
                hydrated={hydrated}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
