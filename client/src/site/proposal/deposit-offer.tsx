import type { HomeownerPayments } from '../../../../shared/payments/payment-answers';
import { formatDollars } from '../../../../shared/money';
import { PayForm } from './pay-form';
import { paymentsCopy as copy } from './payments-copy';

/**
 * The deposit while the right to cancel runs: Stripe is set up and the deposit is the next payment,
 * not yet due. Right after signing, the page offers it (as Jobber's "Approve & Pay Deposit").
 */
export const depositOffered = (payments: HomeownerPayments | null) =>
  payments?.payOnline ? payments.schedule.find((s) => s.stage === 'deposit' && s.payable && !s.due) : undefined;

/** "Pay the deposit now", optional: it is due only once the right to cancel ends. */
export function DepositOffer({
  token,
  payments,
  cancelByText,
  confirming,
  hydrated,
}: {
  token: string;
  payments: HomeownerPayments | null;
  cancelByText: string;
  /** Back from Checkout and not yet confirmed by Stripe: not offered again meanwhile. */
  confirming: boolean;
  hydrated: boolean;
}) {
  const deposit = depositOffered(payments);
  if (!deposit || confirming) return null;
  return (
    <div className="mt-6 grid max-w-2xl gap-3 rounded-md border border-harbor-700 bg-harbor-50 p-4">
      <p className="text-ink">{copy.depositOptional(cancelByText)}</p>
      <PayForm
        token={token}
        stage="deposit"
        label={copy.payDepositNow(formatDollars(deposit.leftCents))}
        hydrated={hydrated}
      />
      <p className="text-sm text-ink-soft">{copy.noSurcharge}</p>
    </div>
  );
}
