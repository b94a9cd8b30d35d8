import type { JobFacts } from '../../shared/jobs/job-stage';
import type { Db } from '../core/db/types';

/** What the Jobs page learns of a job beyond its ledger: its install days and its completion. */
export type JobProgress = Omit<JobFacts, 'depositPaid'> & { nextDate: string | null };

/** Each job's install days and completion, by lead id, at `now`. */
export function jobProgressOf(_db: Db, _leadIds: number[], _now: Date): Map<number, JobProgress> {
  return new Map();
}
