import { Router } from 'express';
import { jobsApi } from '../../shared/api/jobs';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';
import { listJobs } from './list-jobs';

/** The Jobs page's list, GET /api/jobs (owner and office: installs:schedule). */
export function jobsRouter(db: Db): Router {
  const router = Router();
  serve(router, jobsApi.list, (_req, res, { query }) => {
    res.json(listJobs(db, { stage: query.stage, now: new Date() }));
  });
  return router;
}
