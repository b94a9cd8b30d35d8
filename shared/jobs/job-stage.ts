import type { DayKey } from '../business-time';

/**
 * Where a signed job stands, from the signature to closed: the Jobs page's groups, in order. A
 * cancelled contract is no job.
 */
export const jobStages = ['signed', 'deposit-paid', 'scheduled', 'installed', 'punch-list', 'closed'] as const;
export type JobStage = (typeof jobStages)[number];

export const jobStageLabels: Record<JobStage, string> = {
  signed: 'Signed',
  'deposit-paid': 'Deposit paid',
  scheduled: 'Scheduled',
  installed: 'Installed',
  'punch-list': 'Punch list',
  closed: 'Closed',
};

/** What a job's stage is read from: its ledger, its install days and its completion. */
export interface JobFacts {
  /** The schedule's deposit is covered by payments counted (a job without one counts as paid). */
  depositPaid: boolean;
  /** The first install day booked, a Connecticut day; null before one is booked. */
  installStartsOn: DayKey | null;
  /** When the installer recorded the work complete, UTC; null before. */
  completedAt: string | null;
  /** Punch-list items not yet fixed. */
  openPunchItems: number;
  /** When the job was closed (signed off, punch list clear, balance paid), UTC. */
  closedAt: string | null;
}

/** The furthest stage the job has reached. */
export function jobStageOf(facts: JobFacts): JobStage {
  if (facts.closedAt) return 'closed';
  if (facts.completedAt) return facts.openPunchItems > 0 ? 'punch-list' : 'installed';
  if (facts.installStartsOn) return 'scheduled';
  return facts.depositPaid ? 'deposit-paid' : 'signed';
}
