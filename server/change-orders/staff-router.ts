import { Router, type Response } from 'express';
import { changeOrdersApi as api } from '../../shared/api/change-orders';
import { changeOrderNumber, changeOrderRefusals } from '../../shared/change-orders/change-order';
import { noRegistrationMessage } from '../../shared/proposals/proposal';
import { type ActivityExtras, recordsOnLead } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { staffCan } from '../core/auth/staff-guard';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { requireLeadInScope } from '../leads';
import { sendChangeOrderPdf } from './change-order-download';
import { staffChangeOrdersOf } from './change-order-view';
import { saveChangeOrder } from './save-change-order';
import { sendChangeOrder } from './send-change-order';
import { withdrawChangeOrder } from './withdraw-change-order';

/** Each refusal of a change to a job's change orders: the status and the sentence answered. */
const refusals = {
  'not-signed': [409, changeOrderRefusals.notSigned],
  'none-open': [409, changeOrderRefusals.notOpen],
  'no-change': [409, changeOrderRefusals.noChange],
  'no-registration': [403, noRegistrationMessage],
} as const;

/** Refusals whose sentence names the figures (sending): the status of each. */
const refusalsWithMessage = { 'bad-total': 409, 'over-discount': 403 } as const;

/** What saving, sending or withdrawing came to: a refusal, or the change order it was done to. */
type ChangeOutcome =
  | { kind: keyof typeof refusals }
  | { kind: keyof typeof refusalsWithMessage; message: string }
  | { kind: 'saved' | 'sent' | 'withdrawn'; number: number };

/**
 * A signed job's change orders for staff, under /api/contacts/:id/change-orders: read, save the one
 * in progress, send it, withdraw it, and download a signed one. For whoever may work the lead.
 */
export function changeOrdersStaffRouter(db: Db, { siteUrl }: { siteUrl: string }): Router {
  const router = Router();
  const inScope = requireLeadInScope(db);
  /** A refusal, or the change order named in the activity record and the job's change orders as they now stand. */
  const answer = (res: Response, leadId: number, outcome: ChangeOutcome) => {
    if ('message' in outcome) return sendError(res, refusalsWithMessage[outcome.kind], outcome.message);
    if (!('number' in outcome)) {
      const [status, message] = refusals[outcome.kind];
      return sendError(res, status, message);
    }
    res.locals.activity = { detail: changeOrderNumber(outcome.number) } satisfies ActivityExtras;
    res.json(staffChangeOrdersOf(db, leadId));
  };

  serve(router, api.read, inScope, (_req, res, { params }) => {
    res.json(staffChangeOrdersOf(db, params.id));
  });

  serve(router, api.save, inScope, recordsOnLead(db, 'change-order-saved'), (req, res, { params, body }) =>
    answer(res, params.id, saveChangeOrder(db, params.id, body, req.staff!.id)),
  );

  serve(router, api.send, inScope, recordsOnLead(db, 'change-order-sent'), (req, res, { params }) =>
    answer(
      res,
      params.id,
      sendChangeOrder(db, {
        leadId: params.id,
        senderId: req.staff!.id,
        siteUrl,
        mayDiscount: staffCan(req, 'price-book:manage'),
      }),
    ),
  );

  serve(router, api.withdraw, inScope, recordsOnLead(db, 'change-order-withdrawn'), (_req, res, { params }) => {
    const outcome = withdrawChangeOrder(db, params.id);
    // Only a signed one is left to name: it is never withdrawn.
    const signedOne = () => staffChangeOrdersOf(db, params.id).changeOrders.some((co) => co.status === 'signed');
    if (outcome.kind === 'none-open' && signedOne()) return sendError(res, 409, changeOrderRefusals.signed);
    answer(res, params.id, outcome);
  });

  serve(router, api.pdf, inScope, (_req, res, { params }) => {
    sendChangeOrderPdf(db, res, params.id, Number(params.number));
  });

  return router;
}
