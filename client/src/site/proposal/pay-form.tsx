import { useEffect, useState, type FormEvent } from 'react';
import { proposalPaymentsPath } from '../../../../shared/api/proposal-paths';
import type { PaymentStage } from '../../../../shared/payments/payment-schedule';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { startPayment, withToken } from './proposal-api';
import { proposalCopy } from './proposal-copy';
import { paymentsCopy as copy } from './payments-copy';

/**
 * "Pay $X": a plain form post without JavaScript (the server answers with a 303 to Stripe
 * Checkout); with it, the same request as JSON, then the page goes to Checkout's address. The amount
 * on the button is what the server asks Checkout for: what is left of that payment, no fee added.
 */
export function PayForm({
  token,
  stage,
  label,
  hydrated,
}: {
  token: string;
  stage: PaymentStage;
  label: string;
  hydrated: boolean;
}) {
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string>();

  // Back from Checkout with the browser's back button, the page may come from its cache as it was left.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAlert(undefined);
    setSending(true);
    const outcome = await startPayment(token, stage);
    if (outcome.kind === 'checkout') return window.location.assign(outcome.url);
    setSending(false);
    if (outcome.kind === 'refused') setAlert(outcome.message);
    else setAlert(outcome.offline ? proposalCopy.offline : proposalCopy.failed);
  };

  return (
    <form
      method="post"
      action={withToken(proposalPaymentsPath, token)}
      onSubmit={hydrated ? submit : undefined}
      className="grid gap-2"
    >
      <input type="hidden" name="stage" value={stage} />
      <div>
        <Button type="submit" aria-disabled={sending || undefined} className="w-full sm:w-auto sm:whitespace-nowrap">
          {sending ? copy.opening : label}
        </Button>
      </div>
      <FormAlert message={alert} />
    </form>
  );
}
