import { Router } from 'express';
import type Stripe from 'stripe';
import { paymentsApi } from '../../shared/api/payments';
import { paymentMessages } from '../../shared/payments/payment-messages';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { notJsonMessage } from '../core/http/json-body';
import { serve } from '../core/http/serve';
import type { Payments } from './create-payments';
import { applyStripeEvent } from './stripe-events';

/**
 * POST /api/stripe/webhook: Stripe's events, believed only with a valid signature over the exact
 * bytes received (server/app.ts routes this path past the JSON parser with express.raw, and past the
 * same-origin check: Stripe's server is no browser). A forged or altered event is a 400 and changes
 * nothing; each event is applied once however often it comes.
 */
export function stripeWebhookRouter(
  db: Db,
  payments: Payments,
  { onPaid = () => {} }: { /** After a payment counted (a job may now be finished). */ onPaid?: () => void } = {},
): Router {
  const router = Router();
  serve(router, paymentsApi.stripeWebhook, (req, res) => {
    // The API's body policy, as every route has it: Stripe sends JSON.
    if (!req.is('application/json')) return sendError(res, 415, notJsonMessage);
    const { stripe, webhookSecret } = payments;
    if (!stripe || !webhookSecret) return sendError(res, 404, paymentMessages.webhookOff);
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(req.body)) throw new Error('no raw body');
      event = stripe.webhooks.constructEvent(req.body, req.get('stripe-signature') ?? '', webhookSecret);
    } catch {
      return sendError(res, 400, paymentMessages.badSignature);
    }
    const { refundsQueued, receiptIssued } = applyStripeEvent(db, event, req);
    if (refundsQueued) void payments.refunds.run();
    if (receiptIssued) {
      void payments.receipts.run();
      void payments.fees.run();
      onPaid();
    }
    res.json({ received: true });
  });
  return router;
}
