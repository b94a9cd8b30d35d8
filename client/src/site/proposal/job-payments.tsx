import type { HomeownerPayments } from '../../../../shared/payments/payment-answers';
import { formatDollars } from '../../../../shared/money';
import { depositOffered } from './deposit-offer';
import { PaymentsReceived } from './payments-received';
import { PaymentStages } from './payment-stages';
import { paymentsCopy as copy } from './payments-copy';

/**
 * The signed contract's money on the homeowner's page: what is left to pay (the balance), the
 * schedule with what is paid and what is due ("Pay $X" when Stripe is set up, else how to pay),
 * every payment and every refund.
 * After a cancellation: that nothing is due, the payments and their refunds.
 */
export function JobPayments({
  token,
  payments,
  cancelled,
  confirming,
  hydrated,
}: {
  token: string;
  payments: HomeownerPayments;
  cancelled: boolean;
  /** Back from Checkout and not yet confirmed by Stripe: no second "Pay" meanwhile. */
  confirming: boolean;
  hydrated: boolean;
}) {
  const owed = payments.balanceCents - payments.processingCents;
  const offered = depositOffered(payments);
  return (
    <section aria-labelledby="payments-heading" className="mt-8 max-w-3xl">
      <h3 id="payments-heading" className="font-sans text-xl font-semibold">
        {copy.heading}
      </h3>
      {cancelled ? (
        <p className="mt-2 text-ink">{copy.cancelled}</p>
      ) : (
        <>
          <p className="mt-2 text-lg text-ink">
            {copy.leftToPay}: <strong className="tabular-nums">{formatDollars(payments.balanceCents)}</strong>
          </p>
          <p className="mt-1 text-ink-soft">
            {payments.balanceCents === 0
              ? copy.paidInFull
              : copy.paidOfTotal(formatDollars(payments.paidCents), formatDollars(payments.totalCents))}
            {payments.processingCents > 0 ? ` ${copy.processingPart(formatDollars(payments.processingCents))}` : ''}
          </p>
          {payments.depositReturnRequested ? (
            <p className="mt-2 text-ink">{copy.depositReturnRequested}</p>
          ) : owed > 0 && !payments.payOnline ? (
            <p className="mt-2 text-ink">{copy.notOffered}</p>
          ) : null}
          {/* The deposit offered above says it once already. */}
          {owed > 0 && payments.payOnline && !offered && !confirming ? (
            <p className="mt-2 text-sm text-ink-soft">{copy.noSurcharge}</p>
          ) : null}
          <PaymentStages
            token={token}
            payments={payments}
            offered={offered}
            payNow={payments.payOnline && !confirming}
            hydrated={hydrated}
          />
        </>
      )}
      <PaymentsReceived token={token} payments={payments.payments} refunds={payments.refunds} />
    </section>
  );
}
