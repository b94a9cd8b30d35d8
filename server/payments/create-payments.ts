import { business } from '../../shared/business';
import type { Db } from '../core/db/types';
import { createReceiptMailer, type ReceiptMailer } from './receipts/receipt-mailer';
import { createRefundSender, type RefundSender } from './refund-sender';
import { feeReadEveryMs, readStripeFees } from './stripe-fees';
import { repeatingJob, type RepeatingJob } from '../core/serial-job';
import { createReminderJob, type ReminderJob } from './reminders/reminder-job';
import { checkoutOriginOf, stripeClient, type Stripe, type StripeSettings } from './stripe-client';

/** A site's online payment (Stripe's client and webhook secret when set up) and its background work: refunds, receipts, fees, reminders. */
export interface Payments {
  /** STRIPE_SECRET_KEY is set: the homeowner's page offers "Pay $X". */
  onlinePayment: boolean;
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
  /** Where "Pay $X" sends the browser (Stripe Checkout's origin), when online payment is on. */
  checkoutOrigin: string | undefined;
  refunds: RefundSender;
  /** E-mails each payment's receipt with its PDF, after the transaction that counted it. */
  receipts: ReceiptMailer;
  /** Reads Stripe's fee on each online payment, after the webhook that counted it. */
  fees: RepeatingJob;
  /** E-mails the reminders of payments due and unpaid, 3 and 7 days after they fall due. */
  reminders: ReminderJob;
}

/**
 * Made once per process (server/index.ts starts its refund sender; a test app makes its own).
 * Without Stripe's settings the site runs as before: the ledger keeps recorded payments and refunds
 * owed, and online payment is not offered.
 */
export function createPayments({
  db,
  stripe: settings,
  siteUrl = business.defaultSiteUrl,
  logError = () => {},
}: {
  db: Db;
  stripe?: StripeSettings;
  /** SITE_URL: the reminders link to the homeowner's page. */
  siteUrl?: string;
  logError?: (err: unknown) => void;
}): Payments {
  const stripe = settings ? stripeClient(settings) : undefined;
  const onlinePayment = stripe !== undefined;
  return {
    onlinePayment,
    stripe,
    webhookSecret: settings?.webhookSecret,
    checkoutOrigin: settings ? checkoutOriginOf(settings) : undefined,
    refunds: createRefundSender({ db, stripe, logError }),
    receipts: createReceiptMailer({ db, logError }),
    fees: repeatingJob(
      async () => {
        if (stripe) await readStripeFees(db, stripe);
      },
      feeReadEveryMs,
      logError,
    ),
    reminders: createReminderJob({ db, siteUrl, onlinePayment, logError }),
  };
}
