import { jobTimeline, type TimelineEntry } from '../../shared/jobs/job-timeline';
import type { Db, Tx } from '../core/db/types';
import { jobProgressOf } from '../completion';
import { jobFigures, jobRows, ledgerMilestones } from '../payments';

/** The homeowner's timeline of a signed job at `now`: its ledger's milestones and its progress after the signature. */
export function jobTimelineOf(db: Db | Tx, leadId: number, signedAt: string, now: Date): TimelineEntry[] {
  const rows = jobRows(db, leadId);
  const { hasDeposit, depositPaidOn, paidOn } = ledgerMilestones(rows, jobFigures(rows, now));
  const progress = jobProgressOf(db, leadId, now);
  return jobTimeline({
    signedAt,
    hasDeposit,
    depositPaidOn,
    installDays: progress.installDays,
    completedAt: progress.completedAt,
    punchItems: progress.punchItems,
    paidOn,
    closedAt: progress.closedAt,
  });
}
