import { Router, type Request, type RequestHandler, type Response } from 'express';
import * as zm from 'zod/mini';
import { paymentsApi } from '../../shared/api/payments';
import { business } from '../../shared/business';
import { proposalPagePath } from '../../shared/paths';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { deadProposalLinkMessage, type ProposalNotice } from '../../shared/proposals/proposal-notices';
import type { Db } from '../core/db/types';
import { isFormPost } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { perIpRateLimit } from '../core/http/rate-limit';
import { serve } from '../core/http/serve';
import { findVerification } from '../core/verification';
import type { Payments } from './create-payments';
import { homeownerPaymentsOf } from './homeowner-payments';
import { sendReceipt } from './receipts/receipt-download';
import { startCheckout, type CheckoutOutcome } from './start-checkout';

const paymentRateLimitMessage =
  'Too many payment requests from this connection. Please wait a few minutes, or call us at ' +
  `${business.phone.display}.`;

const pageOf = (token: string, notice: ProposalNotice) =>
  `${proposalPagePath}/${encodeURIComponent(token)}?notice=${notice}`;

/** A refusal, as JSON for the page's script, or for a plain form post a 303 back to the page saying why. */
function refuse(req: Request, res: Response, status: number, message: string, notice: ProposalNotice) {
  if (isFormPost(req)) return res.redirect(303, pageOf(String(req.params.token), notice));
  sendError(res, status, message);
}

/** A plain form post the schema refuses goes back to the page (a script's JSON gets serve()'s 400). */
const formFields: RequestHandler = (req, res, next) => {
  if (!isFormPost(req) || zm.safeParse(paymentsApi.payOnline.body, req.body).success) return next();
  refuse(req, res, 400, '', 'pay-refused');
};

/**
 * /api/proposals/:token/payments: the job's money as the homeowner's page shows it (GET, read again
 * by the page while a payment back from Checkout is being confirmed), and "Pay $X" once signed
 * (POST): JSON answers the Checkout page's address; the page's plain form (no JavaScript) gets a
 * 303 straight to it. GET …/payments/:paymentId/receipt.pdf: a payment's receipt, again.
 */
export function homeownerPaymentsRouter(
  db: Db,
  payments: Payments,
  { siteUrl, rateLimit }: { siteUrl: string; rateLimit: number },
): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: paymentRateLimitMessage });
  // Reading is a budget of its own: a page waiting for Stripe's confirmation never uses up "Pay $X".
  const reads = perIpRateLimit({ limit: rateLimit, message: paymentRateLimitMessage });

  serve(router, paymentsApi.homeownerRead, reads, (_req, res, { params }) => {
    const now = new Date();
    const link = findVerification(db, 'proposal', params.token, now);
    if (!link || link.leadId === null) return sendError(res, 404, deadProposalLinkMessage);
    const money = homeownerPaymentsOf(db, link.leadId, { now, onlinePayment: payments.onlinePayment });
    if (!money) return sendError(res, 409, paymentMessages.notSigned);
    res.json(money);
  });

  serve(router, paymentsApi.payOnline, limit, formFields, async (req, res, { params, body }) => {
    if (!payments.stripe) return refuse(req, res, 409, paymentMessages.onlinePaymentOff, 'pay-unavailable');
    const outcome: CheckoutOutcome = await startCheckout(db, payments.stripe, {
      token: params.token,
      stage: body.stage,
      siteUrl,
      now: new Date(),
      req,
    });
    switch (outcome.kind) {
      case 'checkout':
        return isFormPost(req) ? res.redirect(303, outcome.url) : res.json({ url: outcome.url });
      case 'dead-link':
        return refuse(req, res, 404, deadProposalLinkMessage, 'pay-refused');
      case 'refused':
        return refuse(
          req,
          res,
          outcome.status,
          outcome.message,
          outcome.status === 502 ? 'pay-unavailable' : 'pay-refused',
        );
    }
  });

  // Each download renders the PDF again: a budget of its own, as the signed contract's downloads have.
  const downloads = perIpRateLimit({ limit: rateLimit, message: paymentRateLimitMessage });
  serve(router, paymentsApi.homeownerReceipt, downloads, async (_req, res, { params }) => {
    const link = findVerification(db, 'proposal', params.token, new Date());
    if (!link || link.leadId === null) return sendError(res, 404, deadProposalLinkMessage);
    await sendReceipt(db, res, { leadId: link.leadId, paymentId: params.paymentId, voidedToo: false });
  });

  return router;
}
