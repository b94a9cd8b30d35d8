import type { Db } from '../core/db/types';
import { createRefundSender, type RefundSender } from './refund-sender';
import { checkoutOriginOf, stripeClient, type Stripe, type StripeSettings } from './stripe-client';

/** A site's online payment: Stripe's client and webhook secret when set up, and the refund sender. */
export interface Payments {
  /** STRIPE_SECRET_KEY is set: the homeowner's page offers "Pay $X". */
  onlinePayment: boolean;
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
  /** Where "Pay $X" sends the browser (Stripe Checkout's origin), when online payment is on. */
  checkoutOrigin: string | undefined;
  refunds: RefundSender;
}

/**
 * Made once per process (server/index.ts starts its refund sender; a test app makes its own).
 * Without Stripe's settings the site runs as before: the ledger keeps recorded payments and refunds
 * owed, and online payment is not offered.
 */
export function createPayments({
  db,
  stripe: settings,
  logError = () => {},
}: {
  db: Db;
  stripe?: StripeSettings;
  logError?: (err: unknown) => void;
}): Payments {
  const stripe = settings ? stripeClient(settings) : undefined;
  return {
    onlinePayment: stripe !== undefined,
    stripe,
    webhookSecret: settings?.webhookSecret,
    checkoutOrigin: settings ? checkoutOriginOf(settings) : undefined,
    refunds: createRefundSender({ db, stripe, logError }),
  };
}
