import request from 'supertest';
import type { Express } from 'express';
import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import type { HomeownerProposal } from '../../shared/proposals/proposal';
import type { PaymentStage } from '../../shared/payments/payment-schedule';
import type { StripeDouble } from './stripe-double';

/** The payments routes filled in from the contract. */
export const paymentPaths = {
  payOnline: (token: string) => pathTo(paymentsApi.payOnline, { token }),
  homeownerRead: (token: string) => pathTo(paymentsApi.homeownerRead, { token }),
  job: (leadId: number) => pathTo(paymentsApi.read, { id: leadId }),
  void: (leadId: number, paymentId: number) => pathTo(paymentsApi.void, { id: leadId, paymentId }),
  refundPaid: (leadId: number, refundId: number) => pathTo(paymentsApi.refundPaid, { id: leadId, refundId }),
  cancel: (token: string) => pathTo(homeownerProposalsApi.cancel, { token }),
  webhook: paymentsApi.stripeWebhook.path,
};

/** "Pay $X" from the homeowner's page, as its script sends it. */
export const payOnline = (app: Express, token: string, stage: PaymentStage) =>
  request(app).post(paymentPaths.payOnline(token)).send({ stage });

/**
 * An event delivered as Stripe delivers it: the exact JSON bytes, signed with the webhook secret
 * (or `secret`, a forger's), from a server that names no origin (`rawApp`).
 */
export function deliver(rawApp: Express, double: StripeDouble, event: object, secret?: string) {
  const payload = JSON.stringify(event);
  return request(rawApp)
    .post(paymentPaths.webhook)
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', double.signature(payload, secret))
    .send(payload);
}

/** What the homeowner's page shows of the job's money (its data block, as the page renders it). */
export async function pageMoney(app: Express, token: string) {
  const res = await request(app).get(`/proposal/${token}`).set('Accept-Encoding', 'identity');
  const block = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(res.text)?.[1];
  const data = JSON.parse(block ?? '{}') as { proposal?: { proposal: HomeownerProposal } };
  return data.proposal?.proposal.payments;
}
