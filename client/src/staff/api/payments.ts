import { paymentsApi } from '../../../../shared/api/payments';
import type { BodyOf } from '../../../../shared/api/route';
import { apiQuery, callApi, urlOf } from '../../lib/call-api';

/** GET /api/contacts/:id/payments: a job's ledger (the lead card's figures and its Payments panel). */
export const jobPaymentsQuery = (leadId: number) => apiQuery(paymentsApi.read, { params: { id: leadId } });

export const refundsDueQuery = apiQuery(paymentsApi.refundsDue);
export const cashByMonthQuery = apiQuery(paymentsApi.byMonth);

/** POST /api/contacts/:id/payments: a check, cash or a bank transfer the office took. */
export const recordPayment = (leadId: number, body: BodyOf<typeof paymentsApi.record>) =>
  callApi(paymentsApi.record, { params: { id: leadId }, body });

/** POST …/payments/:paymentId/void: a payment recorded by mistake, with the reason. */
export const voidPayment = (leadId: number, paymentId: number, body: BodyOf<typeof paymentsApi.void>) =>
  callApi(paymentsApi.void, { params: { id: leadId, paymentId }, body });

/** POST …/refunds/:refundId/paid: the office paid a refund back. */
export const markRefundPaid = (leadId: number, refundId: number, body: BodyOf<typeof paymentsApi.refundPaid>) =>
  callApi(paymentsApi.refundPaid, { params: { id: leadId, refundId }, body });

/** POST …/payments/reminders: pause the job's e-mailed payment reminders (`paused: true`), or let them go out again. */
export const setRemindersPaused = (leadId: number, body: BodyOf<typeof paymentsApi.reminders>) =>
  callApi(paymentsApi.reminders, { params: { id: leadId }, body });

/** POST …/payments/deposit-request: the homeowner's written request for the deposit back (CGS 20-427(b)(8)). */
export const recordDepositRequest = (leadId: number, body: BodyOf<typeof paymentsApi.depositRequest>) =>
  callApi(paymentsApi.depositRequest, { params: { id: leadId }, body });

/** GET /api/payments.csv, of every month or one ("2026-11"): a download link, not a fetch. */
export const paymentsCsvHref = (month?: string) => urlOf(paymentsApi.exportCsv, { query: { month } });
