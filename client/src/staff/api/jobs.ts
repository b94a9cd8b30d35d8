import { jobsApi } from '../../../../shared/api/jobs';
import type { JobStage } from '../../../../shared/jobs/job-stage';
import { apiQuery } from '../../lib/call-api';

/** GET /api/jobs: the jobs of one stage, or every open one (not closed). */
export const jobsQuery = (stage: JobStage | null) => apiQuery(jobsApi.list, { query: stage ? { stage } : {} });
