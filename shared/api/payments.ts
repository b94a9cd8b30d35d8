import * as z from 'zod/mini';
import { leadParamsSchema } from '../admin-schema';
import { idSchema } from '../id-schema';
import { jobPaymentsSchema } from '../payments/payment-answers';
import { recordPaymentSchema, refundPaidSchema, voidPaymentSchema } from '../payments/payment-inputs';
import { route } from './route';

const jobPaymentsPath = '/api/contacts/:id/payments';
const manage = { permission: 'payments:manage' } as const;

/**
 * A job's money (server/payments): staff read the ledger, record what the office took in person,
 * void a mistake and mark a refund paid.
 */
export const paymentsApi = {
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
    params: z.object({ id: idSchema('Lead'), paymentId: idSchema('Payment') }),
    body: voidPaymentSchema,
    answer: jobPaymentsSchema,
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
};
