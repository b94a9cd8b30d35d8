import { Router } from 'express';
import { changeOrdersApi as api } from '../../shared/api/change-orders';
import { changeOrderNumber, changeOrderRefusals } from '../../shared/change-orders/change-order';
import { noRegistrationMessage } from '../../shared/proposals/proposal';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { requireLeadInScope } from '../leads';
import { sendChangeOrderPdf } from './change-order-download';
import { staffChangeOrdersOf } from './change-order-view';
import { saveChangeOrder } from './save-change-order';
import { sendChangeOrder } from './send-change-order';
import { withdrawChangeOrder } from './withdraw-change-order';

/**
 * A signed job's change orders for staff, under /api/contacts/:id/change-orders: read, save the one
 * in progress, send it, withdraw it, and download a signed one. For whoever may work the lead.
 */
export function changeOrdersStaffRouter(db: Db, { siteUrl }: { siteUrl: string }): Router {
  const router = Router();
  const inScope = requireLeadInScope(db);
  const detail = (res: { locals: Record<string, unknown> }, number: number) => {
    res.locals.activity = { detail: changeOrderNumber(number) } satisfies ActivityExtras;
  };

  serve(router, api.read, inScope, (_req, res, { params }) => {
    res.json(staffChangeOrdersOf(db, params.id));
  });

  serve(
    router,
    api.save,
    inScope,
    records(db, 'change-order-saved', { type: 'lead', lead: true }),
    (req, res, { params, body }) => {
      const outcome = saveChangeOrder(db, params.id, body, req.staff!.id);
      if (outcome.kind === 'not-signed') return sendError(res, 409, changeOrderRefusals.notSigned);
      detail(res, outcome.number);
      res.json(staffChangeOrdersOf(db, params.id));
    },
  );

  serve(
    router,
    api.send,
    inScope,
    records(db, 'change-order-sent', { type: 'lead', lead: true }),
    (req, res, { params }) => {
      const outcome = sendChangeOrder(db, { leadId: params.id, senderId: req.staff!.id, siteUrl });
      switch (outcome.kind) {
        case 'not-signed':
          return sendError(res, 409, changeOrderRefusals.notSigned);
        case 'none-open':
          return sendError(res, 409, changeOrderRefusals.notOpen);
        case 'no-change':
          return sendError(res, 409, changeOrderRefusals.noChange);
        case 'no-registration':
          return sendError(res, 403, noRegistrationMessage);
      }
      detail(res, outcome.number);
      res.json(staffChangeOrdersOf(db, params.id));
    },
  );

  serve(
    router,
    api.withdraw,
    inScope,
    records(db, 'change-order-withdrawn', { type: 'lead', lead: true }),
    (_req, res, { params }) => {
      const outcome = withdrawChangeOrder(db, params.id);
      if (outcome.kind === 'none-open') {
        // Only a signed one is left to name: it is never withdrawn.
        const signed = staffChangeOrdersOf(db, params.id).changeOrders.some((co) => co.status === 'signed');
        return sendError(res, 409, signed ? changeOrderRefusals.signed : changeOrderRefusals.notOpen);
      }
      detail(res, outcome.number);
      res.json(staffChangeOrdersOf(db, params.id));
    },
  );

  serve(router, api.pdf, inScope, (_req, res, { params }) => {
    sendChangeOrderPdf(db, res, params.id, Number(params.number));
  });

  return router;
}
