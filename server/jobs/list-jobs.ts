import { dayOf } from '../../shared/business-time';
import { jobStageOf, jobStages, type JobStage } from '../../shared/jobs/job-stage';
import type { JobRow, JobsAnswer } from '../../shared/jobs/jobs-answer';
import { townForZip } from '../../shared/town-for-zip';
import type { Db } from '../core/db/types';
import { jobFigures, jobRowsByLead, ledgerMilestones, moneySummary, signedJobs } from '../payments';
import { jobProgressOf } from '../completion';

/**
 * GET /api/jobs at `now`: the jobs of `stage` (every one not closed when none is named), in the
 * stages' order then by signature, with how many each stage has.
 */
export function listJobs(db: Db, { stage, now }: { stage?: JobStage; now: Date }): JobsAnswer {
  const contracts = signedJobs(db);
  const ids = contracts.map((c) => c.leadId);
  const ledgers = jobRowsByLead(db, ids);
  const today = dayOf(now);
  const all = contracts.flatMap((contract): JobRow[] => {
    const rows = ledgers.get(contract.leadId);
    if (!rows) return [];
    const figures = jobFigures(rows, now);
    const summary = moneySummary(figures, rows.refunds, today);
    const progress = jobProgressOf(db, contract.leadId, now);
    const { hasDeposit, depositPaidOn } = ledgerMilestones(rows, figures);
    return [
      {
        leadId: contract.leadId,
        name: contract.name,
        town: contract.visitTown ?? townForZip(contract.zip) ?? null,
        contractNumber: contract.contractNumber,
        signedAt: contract.signedAt,
        stage: jobStageOf({
          depositPaid: !hasDeposit || depositPaidOn !== null,
          installStartsOn: progress.installDays[0] ?? null,
          completedAt: progress.completedAt,
          openPunchItems: progress.punchItems.open,
          closedAt: progress.closedAt,
        }),
        totalCents: figures.chargesCents,
        dueNowCents: summary.dueNowCents,
        balanceCents: summary.balanceCents,
        nextDate: progress.nextInstallDay,
      },
    ];
  });
  const shown = all.filter((job) => (stage ? job.stage === stage : job.stage !== 'closed'));
  return {
    jobs: jobStages.flatMap((s) => shown.filter((job) => job.stage === s)),
    counts: jobStages.map((s) => ({ stage: s, count: all.filter((job) => job.stage === s).length })),
  };
}
