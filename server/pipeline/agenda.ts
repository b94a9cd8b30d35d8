import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import type { PipelineAgenda } from '../../shared/pipeline';
import { bookedNonSpamVisit, consultations, leads, leadDeals } from '../leads';
import type { Db } from '../core/db/types';
import { dayOf, dayRange, type DayKey } from '../../shared/business-time';
import { firstNameOf } from '../core/first-name';

const upcomingDays = 14;

/**
 * Booked (not cancelled) consultations of non-spam leads starting in [from, to); with `designerId`,
 * only that designer's visits.
 */
export function consultationsBetween(db: Db, from: Date, to: Date, designerId?: number) {
  return db
    .select({
      leadId: leads.id,
      name: leads.name,
      phone: leads.phone,
      rooms: leads.rooms,
      startsAt: consultations.startsAt,
      endsAt: consultations.endsAt,
      address: consultations.address,
      sequence: consultations.sequence,
      designerId: consultations.designerId,
      mode: consultations.mode,
      town: consultations.town,
    })
    .from(consultations)
    .innerJoin(leads, eq(leads.id, consultations.leadId))
    .where(
      and(
        bookedNonSpamVisit,
        designerId === undefined ? undefined : eq(consultations.designerId, designerId),
        gte(consultations.startsAt, from.toISOString()),
        lt(consultations.startsAt, to.toISOString()),
      ),
    )
    .orderBy(asc(consultations.startsAt), asc(leads.id))
    .all();
}

/** Quoted leads whose follow-up day is today or earlier in Connecticut; with `assignedTo`, only theirs. */
export function followUpsDue(db: Db, now: Date, assignedTo?: number): PipelineAgenda['followUpsDue'] {
  return db
    .select({
      leadId: leads.id,
      name: leads.name,
      phone: leads.phone,
      followUpOn: leadDeals.followUpOn,
      quoteCents: leadDeals.quoteCents,
    })
    .from(leadDeals)
    .innerJoin(leads, eq(leads.id, leadDeals.leadId))
    .where(
      and(
        eq(leads.isSpam, false),
        eq(leads.status, 'quoted'),
        lte(leadDeals.followUpOn, dayOf(now)),
        assignedTo === undefined ? undefined : eq(leads.assignedTo, assignedTo),
      ),
    )
    .orderBy(asc(leadDeals.followUpOn), asc(leads.id))
    .all()
    .map((r) => ({ ...r, followUpOn: r.followUpOn ?? '' }));
}

/**
 * Consultations from now to the same time 14 days on, and the follow-ups due; with `personId` (a
 * designer), only their visits and their leads' follow-ups.
 */
export function readAgenda(db: Db, personId?: number, now = new Date()): PipelineAgenda {
  const until = new Date(now.getTime() + upcomingDays * 86_400_000);
  const upcoming = consultationsBetween(db, now, until, personId).map(
    ({ leadId, name, phone, startsAt, endsAt, address }) => ({
      leadId,
      firstName: firstNameOf(name),
      phone,
      startsAt,
      endsAt,
      address,
    }),
  );
  return { upcoming, followUpsDue: followUpsDue(db, now, personId) };
}

/** The consultations starting on one Connecticut day (midnight to midnight, 23 or 25 hours on DST days). */
export function consultationsOn(db: Db, day: DayKey, designerId?: number) {
  const { start, end } = dayRange(day);
  return consultationsBetween(db, start, end, designerId);
}

/** The consultations on today's date in Connecticut. */
export const consultationsToday = (db: Db, now: Date, designerId?: number) =>
  consultationsOn(db, dayOf(now), designerId);
