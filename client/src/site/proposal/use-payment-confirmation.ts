import { useEffect, useRef, useState } from 'react';
import type { HomeownerPayments } from '../../../../shared/payments/payment-answers';
import { readPayments } from './proposal-api';

/** How long to wait before each read: soon at first (a card is confirmed in seconds), then less often; about 100 s in all. */
const delaysMs = [2000, 2000, 3000, 3000, 5000, 5000, 8000, 8000, 13_000, 13_000, 20_000, 20_000];

/**
 * Back from Checkout while Stripe has not yet confirmed the payment: reads the job's money again
 * until its signed webhook has arrived (`confirming` is false), so the page shows the payment
 * without a reload. True once it has stopped trying and the payment is still unconfirmed.
 */
export function usePaymentConfirmation(
  token: string,
  waiting: boolean,
  onRead: (payments: HomeownerPayments) => void,
): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (attempt: number) => {
      if (attempt >= delaysMs.length) return setGaveUp(true);
      timer = setTimeout(() => {
        readPayments(token).then(
          (payments) => {
            if (stopped) return;
            read.current(payments);
            if (payments.confirming) wait(attempt + 1);
          },
          () => {
            if (!stopped) wait(attempt + 1);
          },
        );
      }, delaysMs[attempt]);
    };
    wait(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, waiting]);

  return gaveUp;
}
