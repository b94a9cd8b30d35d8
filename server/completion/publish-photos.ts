import { eq } from 'drizzle-orm';
import { roomLabel, type GalleryRoom } from '../../shared/gallery';
import type { RoomOption } from '../../shared/rooms';
import { townForZip } from '../../shared/town-for-zip';
import type { Db } from '../core/db/types';
import { updatePhotoFields } from '../gallery';
import { leads } from '../leads';
import { completionMessages } from '../../shared/completion/completion-messages';
import { finishedPhotos } from './completion-view';
import { jobCompletions } from './schema';

/** The gallery's room for the space the homeowner asked about. */
const roomFor: Record<RoomOption, GalleryRoom> = {
  'Walk-In Closet': 'custom-closets',
  'Reach-In Closet': 'custom-closets',
  Pantry: 'pantry-storage',
  Garage: 'garage-cabinets',
  'Laundry Room': 'laundry-mudroom',
  Mudroom: 'laundry-mudroom',
  'Home Office': 'home-office',
  'Kids Closet': 'kids-closets',
  Other: 'custom-closets',
};

type PublishOutcome = { ok: true; published: number } | { ok: false; status: 409; message: string };

/**
 * A closed job's finished photos on the gallery in one click, once the homeowner agreed at their
 * sign-off: each one ready and not yet published
 * gets the room the homeowner asked about, their town (or Connecticut) and alt text naming both,
 * and is published as the gallery's own publish does. The homeowner's name is never on it.
 */
export function publishFinishedPhotos(db: Db, leadId: number): PublishOutcome {
  const completion = db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get();
  if (!completion?.closedAt) return { ok: false, status: 409, message: completionMessages.notClosed };
  if (!completion.photosConsentAt) return { ok: false, status: 409, message: completionMessages.noPhotosConsent };
  const lead = db.select({ zip: leads.zip, rooms: leads.rooms }).from(leads).where(eq(leads.id, leadId)).get();
  const room = roomFor[(lead?.rooms[0] ?? 'Other') as RoomOption] ?? 'custom-closets';
  const town = townForZip(lead?.zip ?? '') ?? 'Connecticut';
  const ready = finishedPhotos(db, leadId).filter((p) => p.status === 'ready' && !p.published);
  if (ready.length === 0) return { ok: false, status: 409, message: completionMessages.noPhotos };
  for (const photo of ready) {
    updatePhotoFields(db, photo.id, {
      alt: `Finished ${roomLabel(room).toLowerCase()} installed in ${town}`,
      room,
      town,
      published: true,
    });
  }
  return { ok: true, published: ready.length };
}
