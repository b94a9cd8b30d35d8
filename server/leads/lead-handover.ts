import { and, asc, desc, eq, gte, isNull, notInArray } from 'drizzle-orm';
import type { OpenWork } from '../../shared/admin-schema';
import { consultations, leads } from './schema';
import type { Db } from '../core/db/types';

const closedStages = ['won', 'lost'] as const;

const openLeadsOf = (staffId: number) =>
  and(eq(leads.assignedTo, staffId), eq(leads.isSpam, false), notInArray(leads.status, [...closedStages]));

const comingVisitsOf = (staffId: number, now: Date) =>
  and(
    eq(consultations.designerId, staffId),
    isNull(consultations.cancelledAt),
    gte(consultations.startsAt, now.toISOString()),
  );

/** A person's leads not yet won or lost, and their consultations still to come. */
export function openWorkOf(db: Db, staffId: number, now = new Date()): OpenWork {
  return {
    leads: db
      .select({ id: leads.id, name: leads.name, status: leads.status })
      .from(leads)
      .where(openLeadsOf(staffId))
      .orderBy(desc(leads.receivedAt), desc(leads.id))
      .all(),
    consultations: db
      .select({ leadId: consultations.leadId, name: leads.name, startsAt: consultations.startsAt })
      .from(consultations)
      .innerJoin(leads, eq(leads.id, consultations.leadId))
      .where(and(comingVisitsOf(staffId, now), eq(leads.isSpam, false)))
      .orderBy(asc(consultations.startsAt))
      .all(),
  };
}

/** Gives a person's open leads and coming visits to someone else, in one transaction; how many moved. */
export function handOver(db: Db, from: number, to: number, now = new Date()): { leads: number; consultations: number } {
  return db.transaction((tx) => ({
    leads: tx.update(leads).set({ assignedTo: to }).where(openLeadsOf(from)).run().changes,
    consultations: tx.update(consultations).set({ designerId: to }).where(comingVisitsOf(from, now)).run().changes,
  }));
}
