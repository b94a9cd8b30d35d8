import { Router } from 'express';
import { paymentsApi } from '../../shared/api/payments';
import { dayOf } from '../../shared/business-time';
import { records } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';
import { cashByMonth } from './cash-by-month';
import { paymentsCsv, type ContractNumbers } from './payments-csv';
import { refundsToWarnAbout } from './refund-warnings';

/**
 * Every job's money at once, under /api/payments: the refunds whose last day is near (the
 * dashboard's warning), the cash by month (Analytics) and the payments as a spreadsheet.
 */
export function paymentsReportsRouter(db: Db, { contractNumbers }: { contractNumbers: ContractNumbers }): Router {
  const router = Router();

  serve(router, paymentsApi.refundsDue, (_req, res) => {
    res.json({ refunds: refundsToWarnAbout(db, new Date()) });
  });

  serve(router, paymentsApi.byMonth, (_req, res) => {
    res.json(cashByMonth(db, new Date()));
  });

  serve(
    router,
    paymentsApi.exportCsv,
    records(db, 'payments-exported', { type: 'payments' }),
    (_req, res, { query }) => {
      res.type('text/csv; charset=utf-8');
      res.attachment(`payments-${query.month ?? dayOf(new Date())}.csv`);
      res.send(paymentsCsv(db, { month: query.month, contractNumbers }));
    },
  );

  return router;
}
