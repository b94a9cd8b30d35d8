import { Router } from 'express';
import { leadAnalyticsQuerySchema } from '../../shared/lead-analytics';
import { requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { validated } from '../core/http/validated';
import { readLeadAnalytics } from './lead-analytics';

/** The dashboard's lead analytics, GET /api/admin/lead-analytics (staff only). */
export function analyticsRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/',
    requirePermission('analytics:read'),
    validated({ query: leadAnalyticsQuerySchema }, (_req, res, { query }) => {
      res.json(readLeadAnalytics(db, query.days));
    }),
  );

  return router;
}
