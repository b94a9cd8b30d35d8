import { dayOf, daysBetweenDays } from '../../shared/business-time';
import type { JobTiming } from '../../shared/pipeline';
import { jobProgressOf } from '../completion';
import type { Db } from '../core/db/types';
import { median } from '../core/median';
import { jobFigures, jobRows, ledgerMilestones, signedJobs } from '../payments';

/**
 * The Pipeline section's jobs: the contracts signed since `since` (not cancelled), how many have an
 * install day and how many are paid in full, and the median Connecticut days from the signature to
 * the first install day and from that day to the day the balance was paid.
 */
export function jobTiming(db: Db, since: string, now: Date): JobTiming {
  const jobs = signedJobs(db)
    .filter((job) => job.signedAt >= since)
    .map((job) => {
      const rows = jobRows(db, job.leadId);
      const installOn = jobProgressOf(db, job.leadId, now).installDays[0] ?? null;
      return { signedOn: dayOf(job.signedAt), installOn, paidOn: ledgerMilestones(rows, jobFigures(rows, now)).paidOn };
    });
  const scheduled = jobs.filter((job) => job.installOn !== null);
  const paidAfterInstall = scheduled.filter((job) => job.paidOn !== null);
  return {
    signed: jobs.length,
    scheduled: scheduled.length,
    paid: jobs.filter((job) => job.paidOn !== null).length,
    medianDaysToInstall: median(scheduled.map((job) => daysBetweenDays(job.signedOn, job.installOn!))),
    medianDaysInstallToPaid: median(paidAfterInstall.map((job) => daysBetweenDays(job.installOn!, job.paidOn!))),
  };
}
