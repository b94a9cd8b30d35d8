import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { business } from '../../shared/business';
import type { Consultation } from '../../shared/pipeline';
import { installDayUid, type InstallFeedDay } from '../installs/install-facts';

const prodId = { company: business.name, product: 'Consultations', language: 'EN' };
const organizer = { name: business.name, email: business.email };
const emailDomain = business.email.split('@')[1];

/** One UID per lead, kept across reschedules and the cancellation (RFC 5546). */
export const consultationUid = (leadId: number) => `consultation-${leadId}@${emailDomain}`;

interface InviteInput {
  leadId: number;
  homeowner: { name: string; email: string };
  consultation: Consultation;
  /** DTSTAMP: when this version of the invitation was made. */
  stamp: Date;
  /** The homeowner's booking page, to move or cancel the visit. */
  manageUrl?: string;
}

/**
 * The homeowner's invitation: METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED once
 * cancelled. Times are written as UTC ("Z"), never with a `timezone` option: ical-generator would
 * label the Date's UTC clock time with the zone (docs/pipeline.md).
 */
export function consultationInvite({ leadId, homeowner, consultation, stamp, manageUrl }: InviteInput): string {
  const cancelled = consultation.cancelledAt !== null;
  const calendar = ical({ prodId, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: consultationUid(leadId),
    sequence: consultation.sequence,
    stamp,
    start: new Date(consultation.startsAt),
    end: new Date(consultation.endsAt),
    summary: `Design consultation with ${business.name}`,
    description: [
      `${consultation.mode === 'virtual' ? 'Video' : 'In-home'} design consultation. Questions or a change of plan: ${business.phone.display}.`,
      ...(manageUrl ? [`Move or cancel: ${manageUrl}`] : []),
    ].join('\n'),
    location: consultation.mode === 'virtual' ? 'Video call' : consultation.address,
    ...(manageUrl ? { url: manageUrl } : {}),
    organizer,
    attendees: [{ name: homeowner.name, email: homeowner.email, rsvp: true }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

interface FeedEvent {
  leadId: number;
  firstName: string;
  phone: string;
  rooms: string[];
  startsAt: string;
  endsAt: string;
  address: string;
  sequence: number;
}

/** An install day on a staff feed, with the homeowner's first name and phone. */
export type InstallFeedEvent = InstallFeedDay & { firstName: string; phone: string };

/** The staff calendar feed: only what a designer needs on the road, and the install days. */
export function staffFeed(events: FeedEvent[], stamp: Date, installDays: InstallFeedEvent[] = []): string {
  const calendar = ical({ prodId, name: `${business.shortName} consultations`, ttl: 15 * 60 });
  for (const e of events) {
    calendar.createEvent({
      id: consultationUid(e.leadId),
      sequence: e.sequence,
      stamp,
      start: new Date(e.startsAt),
      end: new Date(e.endsAt),
      summary: `Consultation: ${e.firstName}`,
      description: `Phone: ${e.phone}\nRooms: ${e.rooms.join(', ')}`,
      location: e.address,
    });
  }
  for (const d of installDays) {
    calendar.createEvent({
      id: installDayUid(d.leadId, d.position),
      sequence: d.sequence,
      stamp,
      start: new Date(d.startsAt),
      end: new Date(d.endsAt),
      summary: `Install: ${d.firstName}${d.dayCount > 1 ? ` (day ${d.position + 1} of ${d.dayCount})` : ''}`,
      description: `Phone: ${d.phone}`,
      location: d.address,
    });
  }
  return calendar.toString();
}
