import { jobsAnswerSchema, jobsQuerySchema } from '../jobs/jobs-answer';
import { route } from './route';

/** The Jobs page: every signed job by stage. */
export const jobsApi = {
  list: route({
    method: 'GET',
    path: '/api/jobs',
    summary:
      'Signed jobs by stage (signed, deposit paid, scheduled, installed, punch list, closed), with what is due and the next date',
    access: { permission: 'installs:schedule' },
    query: jobsQuerySchema,
    answer: jobsAnswerSchema,
  }),
};
