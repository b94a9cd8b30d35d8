import { asc, eq } from 'drizzle-orm';
import type { BookingPageData, VisitMode } from '../../shared/booking';
import { townForZip } from '../../shared/town-for-zip';
import { consultations, leadSpacePhotos, leads } from '../leads';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { changeableOnline, nearestStarts, openDays } from './homeowner-booking';
import { firstNameOf } from '../core/first-name';

/**
 * The town the page starts from: the one asked for, else the visit's, else the town of the ZIP the
 * homeowner gave with their request (06460: Milford), so they are not asked again; they may change it.
 */
export function startingTown(
  asked: string | undefined,
  visitTown: string | null | undefined,
  zip: string,
): string | null {
  return asked ?? visitTown ?? townForZip(zip) ?? null;
}

/**
 * What the booking page shows: the visit if one is booked, the open times for the mode and town
 * asked for (the visit's own when none is asked), and the photos added so far. Nothing more of the
 * lead than the homeowner's first name: the link is a bearer token.
 */
export function bookingPageData(
  db: Db,
  token: string,
  leadId: number,
  asked: { mode?: VisitMode; town?: string; nearAround?: string },
  now = new Date(),
): BookingPageData | undefined {
  const lead = db.select({ name: leads.name, zip: leads.zip }).from(leads).where(eq(leads.id, leadId)).get();
  if (!lead) return undefined;
  const row = db
    .select({ visit: consultations, designerName: staff.name })
    .from(consultations)
    .leftJoin(staff, eq(staff.id, consultations.designerId))
    .where(eq(consultations.leadId, leadId))
    .get();
  const visit = row && !row.visit.cancelledAt ? row.visit : undefined;
  const mode = asked.mode ?? visit?.mode ?? 'in_home';
  const town = startingTown(asked.town, row?.visit.town, lead.zip);
  const days = openDays(db, leadId, mode, mode === 'in_home' ? town : null, now);
  const photos = db
    .select({ id: leadSpacePhotos.id, note: leadSpacePhotos.note, status: leadSpacePhotos.status })
    .from(leadSpacePhotos)
    .where(eq(leadSpacePhotos.leadId, leadId))
    .orderBy(asc(leadSpacePhotos.id))
    .all();
  return {
    token,
    firstName: firstNameOf(lead.name),
    town,
    visit: visit
      ? {
          startsAt: visit.startsAt,
          endsAt: visit.endsAt,
          mode: visit.mode,
          address: visit.address,
          town: visit.town,
          designerFirstName: row?.designerName ? firstNameOf(row.designerName) : null,
        }
      : null,
    canChangeOnline: visit ? changeableOnline(visit.startsAt, now) : true,
    query: { mode, town },
    days,
    nearest: asked.nearAround ? nearestStarts(days, asked.nearAround) : [],
    photos,
  };
}
