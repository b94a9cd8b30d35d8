import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Consultation } from '../../shared/pipeline';
import { mailOutbox } from '../core/mail/schema';
import type { Db, Tx } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { addDays, businessInstant, dayOf, formatDateTime } from '../../shared/business-time';
import { consultationInvite } from './consultation-ics';
import { inviteEmail, reminderEmail } from './consultation-emails';
import { business } from '../../shared/business';
import type { VisitMode } from '../../shared/booking';
import { bookingPath, issueBookingLink, recordStage, consultations, leads } from '../leads';
import { hasSignedContract } from '../proposals';
import { visitClash } from './visit-clash';
import { visitPerson } from './visit-takers';
import { crewClash } from '../installs/install-facts';

type Homeowner = { id: number; name: string; email: string; assignedTo: number | null };

/** The reminder goes out at 16:00 Connecticut time the day before the visit. */
const reminderTime = '16:00';

export function reminderAt(startsAt: Date): Date {
  return businessInstant(addDays(dayOf(startsAt), -1), reminderTime);
}

/** Drops the reminder not sent yet (a reschedule writes a new one, a cancellation none). */
function dropReminder(tx: Tx, leadId: number): void {
  tx.delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.leadId, leadId),
        eq(mailOutbox.kind, 'consultation-reminder'),
        isNull(mailOutbox.sentAt),
        ne(mailOutbox.status, 'failed'),
      ),
    )
    .run();
}

/**
 * Queues the invitation (REQUEST or CANCEL) with its .ics, and the reminder while booked. Each
 * carries a new link to the homeowner's booking page (links are stored hashed, so none is reused).
 */
function queueInviteMail(tx: Tx, lead: Homeowner, c: Consultation, rescheduled: boolean, now: Date, siteUrl: string) {
  const manageUrl = new URL(bookingPath(issueBookingLink(tx, lead.id, now)), siteUrl).href;
  const ics = consultationInvite({ leadId: lead.id, homeowner: lead, consultation: c, stamp: now, manageUrl });
  const method = c.cancelledAt ? 'CANCEL' : 'REQUEST';
  queueMail(
    tx,
    {
      leadId: lead.id,
      kind: 'consultation-invite',
      toAddress: lead.email,
      ...inviteEmail(lead.name, c, rescheduled, manageUrl),
    },
    {
      now,
      attachment: { filename: 'invite.ics', contentType: `text/calendar; method=${method}`, content: ics },
    },
  );
  const remindAt = reminderAt(new Date(c.startsAt));
  if (c.cancelledAt || remindAt <= now) return;
  queueMail(
    tx,
    {
      leadId: lead.id,
      kind: 'consultation-reminder',
      toAddress: lead.email,
      ...reminderEmail(lead.name, c, manageUrl),
    },
    { sendAfter: remindAt, now },
  );
}

const findLead = (tx: Tx | Db, leadId: number): Homeowner | undefined =>
  tx
    .select({ id: leads.id, name: leads.name, email: leads.email, assignedTo: leads.assignedTo })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.isSpam, false)))
    .get();

const findConsultation = (tx: Tx | Db, leadId: number) =>
  tx.select().from(consultations).where(eq(consultations.leadId, leadId)).get();

type BookingOutcome =
  | { kind: 'not-found' }
  | { kind: 'overlap'; otherLeadId: number }
  /** The person who visits is on an install then (never overridden). */
  | { kind: 'installing' }
  | { kind: 'booked'; consultation: Consultation };

interface BookingInput {
  leadId: number;
  startsAt: Date;
  endsAt: Date;
  address: string;
  /** Who visits: undefined or null for the person who goes by default (the assignee, else the visit taker). */
  designerId?: number | null;
  confirmOverlap: boolean;
  /** Who booked it (staff.id); null or left out for the homeowner. */
  staffId?: number | null;
  mode?: VisitMode;
  /** The homeowner's town; left out, the one the visit had. */
  town?: string | null;
  /** SITE_URL, for the booking-page link in the e-mails. */
  siteUrl?: string;
}

/**
 * Books or reschedules a lead's consultation inside the caller's IMMEDIATE transaction. Every visit
 * is on the calendar of the person who goes (see visitPerson). The overlap check is per person: a
 * designer named for the visit is never double-booked; when staff leave the choice to the default
 * they may overbook on purpose, never at the very same start (a unique index on designer and start).
 */
export function bookConsultationIn(tx: Tx, input: BookingInput, now: Date): BookingOutcome {
  const startsAt = input.startsAt.toISOString();
  const endsAt = input.endsAt.toISOString();
  const lead = findLead(tx, input.leadId);
  if (!lead) return { kind: 'not-found' };
  const { designerId, byDefault } = visitPerson(tx, {
    leadId: lead.id,
    chosen: input.designerId ?? null,
    assignee: lead.assignedTo,
    startsAt,
    endsAt,
  });
  if (designerId !== null && crewClash(tx, designerId, startsAt, endsAt)) return { kind: 'installing' };
  const clash = visitClash(tx, { designerId, startsAt, endsAt, exceptLeadId: lead.id });
  if (clash && !(byDefault && input.confirmOverlap)) return { kind: 'overlap', otherLeadId: clash.leadId };
  const sameStart =
    designerId !== null &&
    tx
      .select({ leadId: consultations.leadId })
      .from(consultations)
      .where(
        and(
          eq(consultations.designerId, designerId),
          eq(consultations.startsAt, startsAt),
          isNull(consultations.cancelledAt),
          ne(consultations.leadId, lead.id),
        ),
      )
      .get();
  if (sameStart) return { kind: 'overlap', otherLeadId: sameStart.leadId };
  const before = findConsultation(tx, lead.id);
  const consultation: Consultation = {
    startsAt,
    endsAt,
    address: input.address,
    sequence: before ? before.sequence + 1 : 0,
    cancelledAt: null,
    designerId,
    mode: input.mode ?? 'in_home',
    town: input.town === undefined ? (before?.town ?? null) : input.town,
  };
  tx.insert(consultations)
    .values({ leadId: lead.id, ...consultation })
    .onConflictDoUpdate({ target: consultations.leadId, set: consultation })
    .run();
  // The designer who visits works the lead, so its card and the homeowner's photos are theirs to open.
  if (designerId !== null && designerId !== lead.assignedTo)
    tx.update(leads).set({ assignedTo: designerId }).where(eq(leads.id, lead.id)).run();
  const rescheduled = Boolean(before && !before.cancelledAt);
  const at = formatDateTime(input.startsAt);
  const by = input.staffId ? '' : ' by the homeowner online';
  // A visit to a lead with a signed contract (to measure, say) leaves its stage Won (proposals/contract-lock.ts).
  if (!hasSignedContract(tx, lead.id))
    recordStage(
      tx,
      lead.id,
      'consultation_booked',
      `${rescheduled ? `Rescheduled to ${at}` : `Consultation ${at}`}${by}`,
      now,
      input.staffId ?? null,
    );
  dropReminder(tx, lead.id);
  queueInviteMail(tx, lead, consultation, rescheduled, now, input.siteUrl ?? business.defaultSiteUrl);
  return { kind: 'booked', consultation };
}

/** Books or reschedules a lead's consultation in its own IMMEDIATE transaction (staff bookings). */
export function bookConsultation(db: Db, input: BookingInput, now = new Date()): BookingOutcome {
  return db.transaction((tx) => bookConsultationIn(tx, input, now), { behavior: 'immediate' });
}

type CancelOutcome = { kind: 'not-found' } | { kind: 'cancelled'; consultation: Consultation };

/** Cancels a booked consultation in the caller's transaction: METHOD:CANCEL to the homeowner, reminder dropped, stage back to Contacted. */
export function cancelConsultationIn(
  tx: Tx,
  leadId: number,
  { staffId = null, now, siteUrl = business.defaultSiteUrl }: { staffId?: number | null; now: Date; siteUrl?: string },
): CancelOutcome {
  const lead = findLead(tx, leadId);
  const before = lead && findConsultation(tx, leadId);
  if (!lead || !before || before.cancelledAt) return { kind: 'not-found' };
  const { leadId: _id, ...rest } = before;
  const consultation: Consultation = { ...rest, sequence: before.sequence + 1, cancelledAt: now.toISOString() };
  tx.update(consultations).set(consultation).where(eq(consultations.leadId, leadId)).run();
  if (!hasSignedContract(tx, leadId))
    recordStage(
      tx,
      leadId,
      'contacted',
      `Consultation cancelled${staffId ? '' : ' by the homeowner online'}`,
      now,
      staffId,
    );
  dropReminder(tx, leadId);
  queueInviteMail(tx, lead, consultation, false, now, siteUrl);
  return { kind: 'cancelled', consultation };
}

/** Cancels a booked consultation in its own IMMEDIATE transaction (staff). */
export function cancelConsultation(
  db: Db,
  leadId: number,
  staffId: number | null = null,
  now = new Date(),
  siteUrl: string = business.defaultSiteUrl,
): CancelOutcome {
  return db.transaction((tx) => cancelConsultationIn(tx, leadId, { staffId, now, siteUrl }), {
    behavior: 'immediate',
  });
}

/** The lead's current invitation (.ics), the same event as the last e-mail; null without one. */
export function currentInvite(db: Db, leadId: number, now = new Date()): string | null {
  const lead = findLead(db, leadId);
  const c = lead && findConsultation(db, leadId);
  if (!lead || !c) return null;
  const { leadId: _id, ...consultation } = c;
  return consultationInvite({ leadId, homeowner: lead, consultation, stamp: now });
}
