import * as z from 'zod/mini';
import { leadParamsSchema } from '../admin-schema';
import { idSchema } from '../id-schema';
import {
  checkoutAnswerSchema,
  homeownerPaymentsSchema,
  jobPaymentsSchema,
  webhookAnswerSchema,
} from '../payments/payment-answers';
import {
  depositRequestSchema,
  pauseRemindersSchema,
  payOnlineSchema,
  recordPaymentSchema,
  refundPaidSchema,
  voidPaymentSchema,
} from '../payments/payment-inputs';
import { cashByMonthSchema, paymentsExportQuerySchema, refundsDueSchema } from '../payments/payment-reports';
import { stripeWebhookPath } from './payment-paths';
import { proposalPaymentsPath, proposalReceiptPath } from './proposal-paths';
import { route } from './route';
import { tokenParams } from './secret-link-route';

const jobPaymentsPath = '/api/contacts/:id/payments';
const manage = { permission: 'payments:manage' } as const;

/** What Stripe posts: an event naming its type and the object it is about (Checkout Session, Refund). */
const stripeEventSchema = /* @__PURE__ */ (() =>
  z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.object({ id: z.string() }) }) }))();

const paymentParams = () => z.object({ id: idSchema('Lead'), paymentId: idSchema('Payment') });

/**
 * A job's money (server/payments): the homeowner pays a payment of the signed contract's schedule
 * through Stripe Checkout, Stripe confirms it by its signed webhook, each payment counted has a
 * receipt, and staff read the ledger, record what the office took in person, void a mistake, mark a
 * refund paid, pause the payment reminders and record a written request for the deposit back; across
 * every job, the refunds whose last day is near, the cash by month, and the payments as a spreadsheet.
 */
export const paymentsApi = {
  homeownerRead: route({
    method: 'GET',
    path: proposalPaymentsPath,
    summary:
      "The signed contract's money as the homeowner's page shows it (what is paid and due, the payments and refunds, the balance); the page reads it again while a payment back from Checkout is being confirmed",
    access: 'secret-link',
    params: tokenParams,
    answer: homeownerPaymentsSchema,
  }),
  payOnline: route({
    method: 'POST',
    path: proposalPaymentsPath,
    summary:
      '"Pay $X": a Stripe Checkout session for exactly that payment of the schedule (card or US bank account), answered with its address; a plain form post is answered with a 303 to it. The payment counts only once Stripe\'s signed webhook confirms it',
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    body: payOnlineSchema,
    answer: checkoutAnswerSchema,
  }),
  stripeWebhook: route({
    method: 'POST',
    path: stripeWebhookPath,
    summary:
      "Stripe's events about Checkout sessions and refunds, signed by Stripe (the Stripe-Signature header over the raw JSON body, checked with STRIPE_WEBHOOK_SECRET); each event is applied once",
    access: 'public',
    rawBody: true,
    body: stripeEventSchema,
    answer: webhookAnswerSchema,
  }),
  homeownerReceipt: route({
    method: 'GET',
    path: proposalReceiptPath,
    summary: "A payment's receipt (PDF), from the homeowner's page: any payment counted and not voided",
    access: 'secret-link',
    params: z.object({ token: z.string(), paymentId: idSchema('Payment') }),
    contentType: 'application/pdf',
  }),
  read: route({
    method: 'GET',
    path: jobPaymentsPath,
    summary:
      "The job's ledger: the schedule with what is paid and due, every charge, payment and refund, and the balance",
    access: { permission: 'leads:read' },
    params: leadParamsSchema,
    answer: jobPaymentsSchema,
  }),
  record: route({
    method: 'POST',
    path: jobPaymentsPath,
    summary: 'Record a check, cash or a bank transfer taken in person (never more than the balance)',
    access: manage,
    params: leadParamsSchema,
    body: recordPaymentSchema,
    answer: jobPaymentsSchema,
    status: 201,
  }),
  void: route({
    method: 'POST',
    path: `${jobPaymentsPath}/:paymentId/void`,
    summary: 'Void a recorded payment entered by mistake, with the reason (it stays in the ledger)',
    access: manage,
    params: paymentParams(),
    body: voidPaymentSchema,
    answer: jobPaymentsSchema,
  }),
  receipt: route({
    method: 'GET',
    path: `${jobPaymentsPath}/:paymentId/receipt.pdf`,
    summary: "A payment's receipt (PDF) as the homeowner was e-mailed it (a voided payment's says so)",
    access: { permission: 'leads:read' },
    params: paymentParams(),
    contentType: 'application/pdf',
  }),
  reminders: route({
    method: 'POST',
    path: `${jobPaymentsPath}/reminders`,
    summary:
      'Pause the e-mailed reminders of payments due (3 and 7 days after a payment falls due), or let them go out again',
    access: manage,
    params: leadParamsSchema,
    body: pauseRemindersSchema,
    answer: jobPaymentsSchema,
  }),
  depositRequest: route({
    method: 'POST',
    path: `${jobPaymentsPath}/deposit-request`,
    summary:
      "The homeowner's written request for the deposit back (CGS 20-427(b)(8): no substantial work done, more than 30 days after the contract's starting date): the deposit is refunded within ten days of the day it was received",
    access: manage,
    params: leadParamsSchema,
    body: depositRequestSchema,
    answer: jobPaymentsSchema,
    status: 201,
  }),
  refundPaid: route({
    method: 'POST',
    path: '/api/contacts/:id/refunds/:refundId/paid',
    summary: 'Mark a refund owed (a recorded payment after a cancellation) as paid back',
    access: manage,
    params: z.object({ id: idSchema('Lead'), refundId: idSchema('Refund') }),
    body: refundPaidSchema,
    answer: jobPaymentsSchema,
  }),
  refundsDue: route({
    method: 'GET',
    path: '/api/payments/refunds-due',
    summary:
      'The refunds not yet paid back (nor taken by Stripe) whose last day is within three business days or past, soonest first',
    access: manage,
    answer: refundsDueSchema,
  }),
  byMonth: route({
    method: 'GET',
    path: '/api/payments/by-month',
    summary:
      'Cash collected (payments counted less refunds paid back) and what homeowners owed at each month end, over the last twelve Connecticut months',
    access: { permission: 'analytics:read' },
    answer: cashByMonthSchema,
  }),
  exportCsv: route({
    method: 'GET',
    path: '/api/payments.csv',
    summary:
      "Every payment and refund as a spreadsheet for the bookkeeper (date, job, contract number, method, amount, Stripe's fee where known, status), or one month's",
    // The books, not the leads: whoever keeps them (payments:manage) hands them to the bookkeeper.
    access: manage,
    query: paymentsExportQuerySchema,
    contentType: 'text/csv',
  }),
};
