import type { DayKey } from '../business-time';

/**
 * The homeowner's timeline of their job, from the signature to closed: each step done or to come,
 * with when. Plain constants and a function: the homeowner's page renders it without zod.
 */
export const timelineSteps = [
  'signed',
  'deposit-paid',
  'scheduled',
  'installed',
  'punch-list',
  'paid',
  'closed',
] as const;
export type TimelineStep = (typeof timelineSteps)[number];

export const timelineStepLabels: Record<TimelineStep, string> = {
  signed: 'Contract signed',
  'deposit-paid': 'Deposit paid',
  scheduled: 'Installation scheduled',
  installed: 'Installed',
  'punch-list': 'Punch list',
  paid: 'Paid in full',
  closed: 'Closed',
};

/** What the timeline is made from; each a UTC instant or a Connecticut day, null while it has not happened. */
export interface TimelineFacts {
  signedAt: string;
  /** The day the deposit was covered by payments; null while it is not (or the contract has none, see `hasDeposit`). */
  depositPaidOn: DayKey | null;
  hasDeposit: boolean;
  /** The install days booked, in order. */
  installDays: DayKey[];
  completedAt: string | null;
  /** Punch-list items: how many were listed and how many are still open. */
  punchItems: { listed: number; open: number };
  paidOn: DayKey | null;
  closedAt: string | null;
}

export interface TimelineEntry {
  step: TimelineStep;
  done: boolean;
  /** When it happened, or for the installation its first day; null when not known yet. */
  when: string | null;
  /** Every install day (the installation step only). */
  days?: DayKey[];
  /** Items still open (the punch-list step only). */
  open?: number;
}

/**
 * The steps of a job in order. A contract without a deposit has no deposit step, and a job whose
 * installation raised nothing to fix has no punch-list step.
 */
export function jobTimeline(facts: TimelineFacts): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ step: 'signed', done: true, when: facts.signedAt }];
  if (facts.hasDeposit)
    entries.push({ step: 'deposit-paid', done: facts.depositPaidOn !== null, when: facts.depositPaidOn });
  entries.push({
    step: 'scheduled',
    done: facts.installDays.length > 0,
    when: facts.installDays[0] ?? null,
    days: facts.installDays,
  });
  entries.push({ step: 'installed', done: facts.completedAt !== null, when: facts.completedAt });
  if (facts.punchItems.listed > 0)
    entries.push({ step: 'punch-list', done: facts.punchItems.open === 0, when: null, open: facts.punchItems.open });
  entries.push({ step: 'paid', done: facts.paidOn !== null, when: facts.paidOn });
  entries.push({ step: 'closed', done: facts.closedAt !== null, when: facts.closedAt });
  return entries;
}
