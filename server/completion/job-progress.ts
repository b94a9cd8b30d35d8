import { eq } from 'drizzle-orm';
import { dayOf, type DayKey } from '../../shared/business-time';
import type { Db, Tx } from '../core/db/types';
import { liveInstallDays } from '../installs/install-facts';
import { jobCompletions, punchListItems } from './schema';

/** How far a signed job has come after the signature: its install days and its completion. */
export interface JobProgress {
  /** The live install's days, as Connecticut days, in order. */
  installDays: DayKey[];
  /** The first install day not yet over at `now`; null when none is ahead. */
  nextInstallDay: DayKey | null;
  completedAt: string | null;
  punchItems: { listed: number; open: number };
  closedAt: string | null;
}

/** A job's progress at `now`: the Jobs page's stage and next date, and the homeowner's timeline. */
export function jobProgressOf(db: Db | Tx, leadId: number, now: Date): JobProgress {
  const days = liveInstallDays(db, leadId);
  const completion = db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get();
  const items = db
    .select({ fixedAt: punchListItems.fixedAt })
    .from(punchListItems)
    .where(eq(punchListItems.leadId, leadId))
    .all();
  const ahead = days.find((day) => new Date(day.endsAt).getTime() > now.getTime());
  return {
    installDays: days.map((day) => dayOf(day.startsAt)),
    nextInstallDay: ahead ? dayOf(ahead.startsAt) : null,
    completedAt: completion?.recordedAt ?? null,
    punchItems: { listed: items.length, open: items.filter((item) => item.fixedAt === null).length },
    closedAt: completion?.closedAt ?? null,
  };
}
