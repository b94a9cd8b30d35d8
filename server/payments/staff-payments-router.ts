import { and, eq } from 'drizzle-orm';
import { Router, type Response } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { paymentsApi } from '../../shared/api/payments';
import { formatDayKey } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { paymentMethodLabels } from '../../shared/payments/ledger-terms';
import { paymentMessages } from '../../shared/payments/payment-messages';
import { paymentStageLabels } from '../../shared/payments/payment-schedule';
import { type ActivityExtras, recordsOnLead } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { leads, requireLeadInScope } from '../leads';
import type { Payments } from './create-payments';
import { recordDepositRequest } from './deposit-return';
import { jobPaymentsView } from './job-payments-view';
import type { PaymentRow } from './ledger-rows';
import { markRefundPaid } from './mark-refund-paid';
import { sendReceipt } from './receipts/receipt-download';
import { recordPayment } from './record-payment';
import { setRemindersPaused } from './reminders/job-reminders';
import { ledgerCharges } from './schema';
import { voidPayment } from './void-payment';

/** "Check 1042, $3,000 (Deposit), received Sun, Nov 22, 2026" */
const paymentLine = (p: PaymentRow) =>
  `${p.method ? paymentMethodLabels[p.method] : 'Online'}${p.checkNumber ? ` ${p.checkNumber}` : ''}, ` +
  `${formatDollars(p.amountCents)} (${paymentStageLabels[p.stage]})` +
  (p.receivedOn ? `, received ${formatDayKey(p.receivedOn)}` : '');

/**
 * A job's money for staff, under /api/contacts/:id: the ledger and each payment's receipt (whoever
 * may read the lead), and the office's records (payments:manage): a payment taken in person, a
 * mistake voided, a refund paid back, the reminders paused or resumed, a written request for the
 * deposit back. Each change answers the ledger as it now stands.
 */
export function staffPaymentsRouter(
  db: Db,
  payments: Payments,
  { onPaid = () => {} }: { /** After a payment counted (a job may now be finished). */ onPaid?: () => void } = {},
): Router {
  const { onlinePayment } = payments;
  const router = Router();
  const inScope = requireLeadInScope(db);
  const leadExists = (id: number) =>
    db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).get() !== undefined;
  const hasContract = (id: number) =>
    db
      .select({ id: ledgerCharges.id })
      .from(ledgerCharges)
      .where(and(eq(ledgerCharges.leadId, id), eq(ledgerCharges.kind, 'contract')))
      .get() !== undefined;
  const answer = (res: Response, leadId: number, status = 200) =>
    res.status(status).json(jobPaymentsView(db, leadId, { now: new Date(), onlinePayment }));

  serve(router, paymentsApi.read, inScope, (_req, res, { params }) => {
    if (!leadExists(params.id)) return sendError(res, 404, apiMessages.leadNotFound);
    answer(res, params.id);
  });

  serve(router, paymentsApi.record, inScope, recordsOnLead(db, 'payment-recorded'), (req, res, { params, body }) => {
    if (!leadExists(params.id)) return sendError(res, 404, apiMessages.leadNotFound);
    const outcome = recordPayment(db, params.id, body, { staffId: req.staff!.id, now: new Date() });
    if (outcome.kind === 'refused') {
      return sendError(res, 409, outcome.message, outcome.amount ? { amountCents: [outcome.message] } : undefined);
    }
    res.locals.activity = { detail: paymentLine(outcome.payment) } satisfies ActivityExtras;
    void payments.receipts.run();
    onPaid();
    answer(res, params.id, 201);
  });

  serve(router, paymentsApi.receipt, inScope, async (_req, res, { params }) => {
    await sendReceipt(db, res, { leadId: params.id, paymentId: params.paymentId, voidedToo: true });
  });

  serve(
    router,
    paymentsApi.reminders,
    inScope,
    recordsOnLead(db, 'payment-reminders-changed'),
    (req, res, { params, body }) => {
      if (!leadExists(params.id)) return sendError(res, 404, apiMessages.leadNotFound);
      if (!hasContract(params.id)) return sendError(res, 409, paymentMessages.notSigned);
      const changed = setRemindersPaused(db, {
        leadId: params.id,
        paused: body.paused,
        staffId: req.staff!.id,
        now: new Date(),
      });
      res.locals.activity = (
        changed ? { detail: body.paused ? 'Reminders paused' : 'Reminders resumed' } : { skip: true }
      ) satisfies ActivityExtras;
      answer(res, params.id);
    },
  );

  serve(
    router,
    paymentsApi.depositRequest,
    inScope,
    recordsOnLead(db, 'deposit-return-requested'),
    (req, res, { params, body }) => {
      if (!leadExists(params.id)) return sendError(res, 404, apiMessages.leadNotFound);
      const outcome = recordDepositRequest(db, params.id, body, { staffId: req.staff!.id, now: new Date(), req });
      if (outcome.kind === 'refused') return sendError(res, 409, outcome.message);
      res.locals.activity = {
        detail: `Received ${formatDayKey(body.receivedOn)}: ${formatDollars(outcome.amountCents)} due back by ${formatDayKey(outcome.dueBy)}`,
      } satisfies ActivityExtras;
      if (outcome.throughStripe) void payments.refunds.run();
      answer(res, params.id, 201);
    },
  );

  serve(router, paymentsApi.void, inScope, recordsOnLead(db, 'payment-voided'), (req, res, { params, body }) => {
    const outcome = voidPayment(db, {
      leadId: params.id,
      paymentId: params.paymentId,
      reason: body.reason,
      staffId: req.staff!.id,
      now: new Date(),
    });
    if (outcome.kind === 'not-found') return sendError(res, 404, paymentMessages.paymentNotFound);
    if (outcome.kind === 'refused') return sendError(res, 409, outcome.message);
    res.locals.activity = { detail: `${paymentLine(outcome.payment)}: ${body.reason}` } satisfies ActivityExtras;
    answer(res, params.id);
  });

  serve(router, paymentsApi.refundPaid, inScope, recordsOnLead(db, 'refund-paid'), (req, res, { params, body }) => {
    const outcome = markRefundPaid(db, {
      leadId: params.id,
      refundId: params.refundId,
      paidOn: body.paidOn,
      note: body.note,
      staffId: req.staff!.id,
    });
    if (outcome.kind === 'not-found') return sendError(res, 404, paymentMessages.refundNotFound);
    if (outcome.kind === 'refused') return sendError(res, 409, outcome.message);
    res.locals.activity = {
      detail: `${formatDollars(outcome.refund.amountCents)} paid back on ${formatDayKey(body.paidOn)}`,
    } satisfies ActivityExtras;
    answer(res, params.id);
  });

  return router;
}
