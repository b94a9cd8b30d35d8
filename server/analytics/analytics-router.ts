import { Router } from 'express';
import { leadAnalyticsApi } from '../../shared/api/lead-analytics';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';
import { readLeadAnalytics } from './lead-analytics';

/** The dashboard's lead analytics, GET /api/admin/lead-analytics (staff only). */
export function analyticsRouter(db: Db): Router {
  const router = Router();

  serve(router, leadAnalyticsApi.read, (_req, res, { query }) => {
    res.json(readLeadAnalytics(db, query.days));
  });

  return router;
}
