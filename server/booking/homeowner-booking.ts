import { and, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { onlineChangeHours, type SlotDay, type VisitMode } from '../../shared/booking';
import type { HomeownerBooking } from '../../shared/booking-choice';
import { dayOf } from '../../shared/business-time';
import { driveMinutes } from '../../shared/drive-times';
import { bookedNonSpamVisit, consultations, leads } from '../leads';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { queueMail, type OutboxMessage } from '../core/mail/outbox';
import { bookConsultationIn, cancelConsultationIn } from '../pipeline';
import { availableSlots, freeDesignersAt, type SlotQuery } from './available-slots';
import { bookingNotification, type BookingChange } from './booking-emails';
import { loadSchedules } from './schedule-store';
import { crewBusyFrom } from '../installs/install-facts';

const hour = 60 * 60_000;

/** Whether a visit can still be moved or cancelled online: more than 24 hours before it. */
export const changeableOnline = (startsAt: string, now: Date) =>
  Date.parse(startsAt) - now.getTime() > onlineChangeHours * hour;

/** Everything the slot rules need, read in the caller's transaction. The lead's own visit is not in the way. */
function slotQuery(db: Db | Tx, now: Date, mode: VisitMode, town: string | null, leadId: number): SlotQuery {
  const { settings, designers } = loadSchedules(db);
  const booked = db
    .select({
      designerId: consultations.designerId,
      startsAt: consultations.startsAt,
      endsAt: consultations.endsAt,
      mode: consultations.mode,
      town: consultations.town,
    })
    .from(consultations)
    .innerJoin(leads, eq(leads.id, consultations.leadId))
    .where(
      and(
        bookedNonSpamVisit,
        isNotNull(consultations.designerId),
        gt(consultations.endsAt, now.toISOString()),
        ne(consultations.leadId, leadId),
      ),
    )
    .all()
    .map((v) => ({ ...v, designerId: v.designerId ?? 0 }));
  // A designer on an install crew is not free for visits then.
  const installing = crewBusyFrom(db, now).map(({ staffId, startsAt, endsAt }) => ({
    designerId: staffId,
    startsAt,
    endsAt,
    mode: 'virtual' as const,
    town: null,
  }));
  return { now, mode, town, settings, designers, booked: [...booked, ...installing], travelMinutes: driveMinutes };
}

/** The open starts for a lead, grouped by Connecticut day. */
export function openDays(db: Db, leadId: number, mode: VisitMode, town: string | null, now = new Date()): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of availableSlots(slotQuery(db, now, mode, town, leadId))) {
    const day = dayOf(slot.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.starts.push(slot.startsAt);
    else days.push({ day, starts: [slot.startsAt] });
  }
  return days;
}

/** The `count` open starts closest in time to `around` (after "That time was just taken"), in order. */
export function nearestStarts(days: SlotDay[], around: string, count = 6): string[] {
  const at = Date.parse(around);
  return days
    .flatMap((d) => d.starts)
    .sort((a, b) => Math.abs(Date.parse(a) - at) - Math.abs(Date.parse(b) - at))
    .slice(0, count)
    .sort();
}

interface HomeownerBookingOptions {
  now?: Date;
  /** The public site address the invitation's manage link starts with. */
  siteUrl: string;
  /** The office, told of each booking, move and cancellation with the visit's designer (LEAD_NOTIFY_TO). */
  notifyTo: string;
}

export type HomeownerOutcome =
  | { kind: 'booked' | 'rescheduled' | 'cancelled' }
  | { kind: 'taken' }
  | { kind: 'late' }
  | { kind: 'not-found' }
  | { kind: 'nothing-booked' };

const isUniqueViolation = (err: unknown) =>
  err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE';

const designerOf = (tx: Tx, id: number | null) =>
  id === null
    ? undefined
    : tx.select({ name: staff.name, email: staff.email }).from(staff).where(eq(staff.id, id)).get();

/** Tells the office, and the designer who visits, what the homeowner did. */
function notifyStaff(tx: Tx, leadId: number, change: BookingChange, now: Date, notifyTo: string) {
  const lead = tx.select().from(leads).where(eq(leads.id, leadId)).get();
  const visit = tx.select().from(consultations).where(eq(consultations.leadId, leadId)).get();
  if (!lead || !visit) return;
  const designer = designerOf(tx, visit.designerId);
  const email = bookingNotification({
    change,
    leadId,
    name: lead.name,
    phone: lead.phone,
    startsAt: visit.startsAt,
    mode: visit.mode,
    address: visit.address,
    designerName: designer?.name ?? null,
  });
  const to = [notifyTo, designer?.email].filter((a): a is string => Boolean(a));
  const messages: OutboxMessage[] = [...new Set(to)].map((toAddress) => ({
    leadId,
    kind: 'booking-notification',
    toAddress,
    ...email,
  }));
  queueMail(tx, messages, { now });
}

/**
 * Books or moves a homeowner's visit to the chosen start. The check that a designer is free and the
 * write happen in one IMMEDIATE transaction, so of two homeowners confirming the same time exactly
 * one gets it; the unique index on designer and start is the last word if anything slips through.
 * The visit goes to the designer the lead is assigned to when they are free, else the least busy
 * free designer, and the lead is assigned to them.
 */
export function bookForHomeowner(
  db: Db,
  leadId: number,
  choice: HomeownerBooking,
  { now = new Date(), siteUrl, notifyTo }: HomeownerBookingOptions,
): HomeownerOutcome {
  try {
    return db.transaction(
      (tx): HomeownerOutcome => {
        const lead = tx.select().from(leads).where(eq(leads.id, leadId)).get();
        if (!lead || lead.isSpam) return { kind: 'not-found' };
        const current = tx.select().from(consultations).where(eq(consultations.leadId, leadId)).get();
        const live = current && !current.cancelledAt ? current : undefined;
        if (live && !changeableOnline(live.startsAt, now)) return { kind: 'late' };
        const town = choice.mode === 'in_home' ? (choice.town ?? null) : null;
        const query = slotQuery(tx, now, choice.mode, town, leadId);
        const free = freeDesignersAt(query, choice.slot);
        const designerId = lead.assignedTo !== null && free.includes(lead.assignedTo) ? lead.assignedTo : free[0];
        if (designerId === undefined) return { kind: 'taken' };
        const startsAt = new Date(choice.slot);
        const outcome = bookConsultationIn(
          tx,
          {
            leadId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + query.settings.visitMinutes * 60_000),
            address: choice.mode === 'in_home' ? `${choice.address}, ${town}, CT` : 'Video call',
            designerId,
            confirmOverlap: false,
            staffId: null,
            mode: choice.mode,
            town,
            siteUrl,
          },
          now,
        );
        if (outcome.kind === 'not-found') return outcome;
        if (outcome.kind === 'overlap' || outcome.kind === 'installing') return { kind: 'taken' };
        const change = live ? 'rescheduled' : 'booked';
        notifyStaff(tx, leadId, change, now, notifyTo);
        return { kind: change };
      },
      { behavior: 'immediate' },
    );
  } catch (err) {
    if (isUniqueViolation(err)) return { kind: 'taken' };
    throw err;
  }
}

/** Cancels from the booking link: online only while the visit is more than 24 hours away. */
export function cancelForHomeowner(
  db: Db,
  leadId: number,
  { now = new Date(), siteUrl, notifyTo }: HomeownerBookingOptions,
): HomeownerOutcome {
  return db.transaction(
    (tx): HomeownerOutcome => {
      const visit = tx.select().from(consultations).where(eq(consultations.leadId, leadId)).get();
      if (!visit || visit.cancelledAt) return { kind: 'nothing-booked' };
      if (!changeableOnline(visit.startsAt, now)) return { kind: 'late' };
      if (cancelConsultationIn(tx, leadId, { now, siteUrl }).kind === 'not-found') return { kind: 'nothing-booked' };
      notifyStaff(tx, leadId, 'cancelled', now, notifyTo);
      return { kind: 'cancelled' };
    },
    { behavior: 'immediate' },
  );
}
