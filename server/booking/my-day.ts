import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { spacePhotoUrl } from '../../shared/api/space-photos';
import type { DayKey } from '../../shared/business-time';
import { driveMinutes } from '../../shared/drive-times';
import type { MyDay, MyDayPhoto, MyDayVisit } from '../../shared/my-day';
import { townCoordinates } from '../../shared/town-coordinates';
import { consultations, leadSpacePhotos } from '../leads';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { consultationsOn } from '../pipeline';

/** A town the drive-time table knows: for any other, driveMinutes only guesses a safe 60. */
const knownTown = (town: string | null): town is string => town !== null && Object.hasOwn(townCoordinates, town);

/** The processed photos of each lead, oldest first; photos still processing or failed are left out. */
function photosOf(db: Db, leadIds: number[]): Map<number, MyDayPhoto[]> {
  const byLead = new Map<number, MyDayPhoto[]>();
  if (leadIds.length === 0) return byLead;
  const rows = db
    .select({ id: leadSpacePhotos.id, leadId: leadSpacePhotos.leadId, note: leadSpacePhotos.note })
    .from(leadSpacePhotos)
    .where(and(inArray(leadSpacePhotos.leadId, leadIds), eq(leadSpacePhotos.status, 'ready')))
    .orderBy(asc(leadSpacePhotos.id))
    .all();
  for (const { id, leadId, note } of rows) {
    const photos = byLead.get(leadId) ?? [];
    photos.push({ id, note, thumbUrl: spacePhotoUrl(leadId, id, 'thumb'), fullUrl: spacePhotoUrl(leadId, id, 'full') });
    byLead.set(leadId, photos);
  }
  return byLead;
}

/**
 * The drive to each in-home visit from the last in-home visit before it that day, where the
 * designer last was: a virtual visit in between is taken from wherever they are and moves nobody.
 */
function withDrives(visits: Omit<MyDayVisit, 'driveFromPrevious'>[]): MyDayVisit[] {
  let lastTown: string | null = null;
  return visits.map((visit) => {
    if (visit.mode !== 'in_home') return { ...visit, driveFromPrevious: null };
    const [from, to] = [lastTown, visit.town];
    lastTown = to;
    const drive = knownTown(from) && knownTown(to) ? { town: from, minutes: driveMinutes(from, to) } : null;
    return { ...visit, driveFromPrevious: drive };
  });
}

/** Whose day someone with `calendar:everyone` can open: active designers and active people with visits. */
function dayPickerPeople(db: Db): MyDay['designers'] {
  const withVisits = db
    .selectDistinct({ id: consultations.designerId })
    .from(consultations)
    .where(and(isNotNull(consultations.designerId), isNull(consultations.cancelledAt)));
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.status, 'active'), or(eq(staff.role, 'designer'), inArray(staff.id, withVisits))))
    .orderBy(asc(staff.name), asc(staff.id))
    .all();
}

/** Whether a staff id names anyone, active or not (a disabled designer's booked visits still show). */
export function isStaffMember(db: Db, id: number): boolean {
  return db.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).get() !== undefined;
}

/**
 * One designer's day: their visits in order, each with the homeowner's details, the photos of the
 * space and the drive from the previous in-home visit. `withPeople` lists whose day can be picked.
 */
export function readMyDay(
  db: Db,
  { day, designerId, withPeople }: { day: DayKey; designerId: number; withPeople: boolean },
): MyDay {
  // Booked (not cancelled) visits of non-spam leads starting that Connecticut day, in order.
  const visits = consultationsOn(db, day, designerId).map(
    ({ sequence: _sequence, designerId: _designerId, ...visit }) => visit,
  );
  const photos = photosOf(
    db,
    visits.map((v) => v.leadId),
  );
  return {
    day,
    designerId,
    designers: withPeople ? dayPickerPeople(db) : [],
    visits: withDrives(visits.map((v) => ({ ...v, photos: photos.get(v.leadId) ?? [] }))),
  };
}
