import type { Db } from '../core/db/types';
import { createReceiptMailer, type ReceiptMailer } from './receipts/receipt-mailer';
import { createRefundSender, type RefundSender } from './refund-sender';
import { stripeClient, type Stripe, type StripeSettings } from './stripe-client';

/** A site's online payment (Stripe's client and webhook secret when set up), the refund sender and the receipt mailer. */
export interface Payments {
  /** STRIPE_SECRET_KEY is set: the homeowner's page offers "Pay $X". */
  onlinePayment: boolean;
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
  refunds: RefundSender;
  /** E-mails each payment's receipt with its PDF, after the transaction that counted it. */
  receipts: ReceiptMailer;
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
    refunds: createRefundSender({ db, stripe, logError }),
    receipts: createReceiptMailer({ db, logError }),
  };
}
