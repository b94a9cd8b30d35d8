import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../core/db/types';
import { bookedNonSpamVisit, consultations, leads } from '../leads';

interface VisitWindow {
  designerId: number | null;
  startsAt: string;
  endsAt: string;
  exceptLeadId?: number;
}

/**
 * A live visit (not cancelled, of a lead not kept as spam) on the calendar of `designerId` (null:
 * of nobody yet) that overlaps [startsAt, endsAt); with `exceptLeadId`, not that lead's own.
 */
export function visitClash(
  db: Db | Tx,
  { designerId, startsAt, endsAt, exceptLeadId }: VisitWindow,
): { leadId: number } | undefined {
  return db
    .select({ leadId: consultations.leadId })
    .from(consultations)
    .innerJoin(leads, eq(leads.id, consultations.leadId))
    .where(
      and(
        designerId === null ? isNull(consultations.designerId) : eq(consultations.designerId, designerId),
        exceptLeadId === undefined ? undefined : ne(consultations.leadId, exceptLeadId),
        bookedNonSpamVisit,
        lt(consultations.startsAt, endsAt),
        gt(consultations.endsAt, startsAt),
      ),
    )
    .get();
}
