import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { business } from '../../shared/business';
import type { InstallDay } from '../../shared/installs/install-schema';
import { installDayUid } from './install-facts';

const prodId = { company: business.name, product: 'Installations', language: 'EN' };
const organizer = { name: business.name, email: business.email };

interface InstallInviteInput {
  leadId: number;
  homeowner: { name: string; email: string };
  address: string;
  /** The days with their position (the UID's number). */
  days: (InstallDay & { position: number })[];
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  stamp: Date;
}

/**
 * The homeowner's invitation to the installation: one VEVENT per day, METHOD:REQUEST (a move raises
 * SEQUENCE and keeps the UIDs) or METHOD:CANCEL with STATUS:CANCELLED. Times in UTC ("Z"), as the
 * consultation's (docs/pipeline.md says why never a `timezone`).
 */
export function installInvite({
  leadId,
  homeowner,
  address,
  days,
  sequence,
  method,
  stamp,
}: InstallInviteInput): string {
  const cancel = method === 'CANCEL';
  const calendar = ical({ prodId, method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  for (const day of days) {
    calendar.createEvent({
      id: installDayUid(leadId, day.position),
      sequence,
      stamp,
      start: new Date(day.startsAt),
      end: new Date(day.endsAt),
      summary: `Installation by ${business.name}${days.length > 1 ? ` (day ${day.position + 1})` : ''}`,
      description: `Your closet installation. Questions or a change of plan: ${business.phone.display}.`,
      location: address,
      organizer,
      attendees: [{ name: homeowner.name, email: homeowner.email, rsvp: true }],
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
