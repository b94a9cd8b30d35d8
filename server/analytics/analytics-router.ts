import { Router } from 'express';
import { leadAnalyticsQuerySchema } from '../../shared/lead-analytics';
import { requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendValidationError } from '../core/http/http-errors';
import { readLeadAnalytics } from './lead-analytics';

/** The dashboard's figures under /api/admin: lead analytics (staff only). */
export function analyticsRouter(db: Db): Router {
  const router = Router();

  router.get('/lead-analytics', requirePermission('analytics:read'), (req, res) => {
    const query = leadAnalyticsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    res.json(readLeadAnalytics(db, query.data.days));
  });

  return router;
}
