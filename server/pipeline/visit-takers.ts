import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../shared/team';
import { consultations, leads } from '../leads';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { visitClash } from './visit-clash';

/**
 * Whose calendar a visit is on. The one rule for staff bookings, the times offered to homeowners
 * and the step that gives older visits without a designer their person.
 */

export interface VisitTaker {
  id: number;
  name: string;
  role: StaffRole;
}

/**
 * Who takes the visits: the active designers. With none (a fresh install has only its owner), the
 * active owners do, so online booking works from the first day.
 */
export function visitTakers(db: Db | Tx): VisitTaker[] {
  const active = (role: StaffRole) =>
    db
      .select({ id: staff.id, name: staff.name, role: staff.role })
      .from(staff)
      .where(and(eq(staff.role, role), eq(staff.status, 'active')))
      .orderBy(asc(staff.name), asc(staff.id))
      .all();
  const designers = active('designer');
  return designers.length > 0 ? designers : active('owner');
}

const isActive = (db: Db | Tx, id: number) =>
  db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.status, 'active')))
    .get() !== undefined;

/** Whether a person has a live visit (of another lead) overlapping [startsAt, endsAt). */
const busy = (db: Db | Tx, designerId: number, leadId: number, startsAt: string, endsAt: string) =>
  visitClash(db, { designerId, startsAt, endsAt, exceptLeadId: leadId }) !== undefined;

interface VisitPerson {
  designerId: number | null;
  /** Not named for this visit (the assignee or the default taker): staff may overbook them on purpose. */
  byDefault: boolean;
}

/**
 * The person who goes: the chosen designer, else the lead's assignee (while active), else whoever
 * takes visits by default: the first taker free at that time, or the first taker when none is.
 * null only when nobody on the team is active.
 */
export function visitPerson(
  db: Db | Tx,
  visit: { leadId: number; chosen: number | null; assignee: number | null; startsAt: string; endsAt: string },
): VisitPerson {
  if (visit.chosen !== null) return { designerId: visit.chosen, byDefault: false };
  if (visit.assignee !== null && isActive(db, visit.assignee)) return { designerId: visit.assignee, byDefault: true };
  const takers = visitTakers(db);
  const free = takers.find((t) => !busy(db, t.id, visit.leadId, visit.startsAt, visit.endsAt));
  return { designerId: (free ?? takers[0])?.id ?? null, byDefault: true };
}

/**
 * Puts every live visit without a designer on the calendar of the person who goes (visits booked
 * before every visit had one). Idempotent; a visit whose person already starts one at that very
 * time stays as it is (the unique index on designer and start).
 */
export function assignVisitsWithoutDesigner(db: Db): number {
  const orphans = db
    .select({
      leadId: consultations.leadId,
      startsAt: consultations.startsAt,
      endsAt: consultations.endsAt,
      assignee: leads.assignedTo,
    })
    .from(consultations)
    .innerJoin(leads, eq(leads.id, consultations.leadId))
    .where(and(isNull(consultations.designerId), isNull(consultations.cancelledAt)))
    .orderBy(asc(consultations.startsAt), asc(consultations.leadId))
    .all();
  let moved = 0;
  for (const visit of orphans) {
    const { designerId } = visitPerson(db, { ...visit, chosen: null });
    if (designerId === null) continue;
    const sameStart = db
      .select({ leadId: consultations.leadId })
      .from(consultations)
      .where(and(eq(consultations.designerId, designerId), eq(consultations.startsAt, visit.startsAt)))
      .get();
    if (sameStart) continue;
    db.update(consultations).set({ designerId }).where(eq(consultations.leadId, visit.leadId)).run();
    moved++;
  }
  return moved;
}
