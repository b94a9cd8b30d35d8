import { and, asc, count, eq, ne } from 'drizzle-orm';
import { maxSpacePhotos, type SpacePhotoView } from '../../shared/booking';
import { leadSpacePhotos } from '../leads';
import type { Db, Tx } from '../core/db/types';

type StoredSpacePhoto = typeof leadSpacePhotos.$inferSelect;

export const toSpacePhotoView = ({ id, note, status }: StoredSpacePhoto): SpacePhotoView => ({ id, note, status });

/** Photos that count towards the ten: a photo that could not be processed frees its place. */
export function countSpacePhotos(db: Db | Tx, leadId: number): number {
  return (
    db
      .select({ n: count() })
      .from(leadSpacePhotos)
      .where(and(eq(leadSpacePhotos.leadId, leadId), ne(leadSpacePhotos.status, 'failed')))
      .get()?.n ?? 0
  );
}

/**
 * Saves a received photo as processing, unless the lead already has ten: the count and the insert
 * are one IMMEDIATE transaction, so two uploads at once cannot make eleven. Undefined when full.
 */
export function addSpacePhoto(
  db: Db,
  photo: { leadId: number; fileKey: string; note: string | null },
): StoredSpacePhoto | undefined {
  return db.transaction(
    (tx) => {
      if (countSpacePhotos(tx, photo.leadId) >= maxSpacePhotos) return undefined;
      return tx.insert(leadSpacePhotos).values(photo).returning().get();
    },
    { behavior: 'immediate' },
  );
}

/** The oldest photo still waiting to be processed. */
export function nextSpacePhotoToProcess(db: Db): StoredSpacePhoto | undefined {
  return db
    .select()
    .from(leadSpacePhotos)
    .where(eq(leadSpacePhotos.status, 'processing'))
    .orderBy(asc(leadSpacePhotos.id))
    .limit(1)
    .get();
}

/** Records how processing ended; false when the photo (or its lead) was deleted meanwhile. */
export function markSpacePhoto(
  db: Db,
  id: number,
  result: { status: 'ready'; width: number; height: number } | { status: 'failed' },
): boolean {
  return db.update(leadSpacePhotos).set(result).where(eq(leadSpacePhotos.id, id)).run().changes > 0;
}

export function findSpacePhoto(db: Db, id: number): StoredSpacePhoto | undefined {
  return db.select().from(leadSpacePhotos).where(eq(leadSpacePhotos.id, id)).get();
}

/** One lead's photo, only when it is processed: what staff may open. */
export function readySpacePhotoOfLead(db: Db, leadId: number, id: number): StoredSpacePhoto | undefined {
  return db
    .select()
    .from(leadSpacePhotos)
    .where(and(eq(leadSpacePhotos.id, id), eq(leadSpacePhotos.leadId, leadId), eq(leadSpacePhotos.status, 'ready')))
    .get();
}

/** Every stored photo's file key: the files of any other key belong to nobody. */
export function spacePhotoKeys(db: Db): Set<string> {
  return new Set(
    db
      .select({ key: leadSpacePhotos.fileKey })
      .from(leadSpacePhotos)
      .all()
      .map((r) => r.key),
  );
}
