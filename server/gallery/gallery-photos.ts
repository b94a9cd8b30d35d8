import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { GalleryRoom } from '../../shared/gallery';
import type { AdminGalleryPhoto, GalleryPhoto, GalleryPatch } from '../../shared/gallery-schema';
import { galleryPhotos, type PhotoOrigin } from './schema';
import type { Db } from '../core/db/types';

type StoredPhoto = typeof galleryPhotos.$inferSelect;

const displayOrder = [asc(galleryPhotos.sortOrder), desc(galleryPhotos.id)];
const srcOf = (fileKey: string) => `/media/${fileKey}`;

export function toAdminPhoto({ fileKey, sortOrder: _order, origin: _origin, ...row }: StoredPhoto): AdminGalleryPhoto {
  return { ...row, src: srcOf(fileKey) };
}

/** Saves a just-uploaded photo as processing, ahead of every other photo in the order. */
export function createPhoto(
  db: Db,
  photo: { fileKey: string; originalName: string; origin?: PhotoOrigin },
): StoredPhoto {
  return db.transaction((tx) => {
    const first = tx
      .select({ min: sql<number | null>`min(${galleryPhotos.sortOrder})` })
      .from(galleryPhotos)
      .get();
    return tx
      .insert(galleryPhotos)
      .values({ ...photo, sortOrder: (first?.min ?? 1) - 1 })
      .returning()
      .get();
  });
}

export function findPhoto(db: Db, id: number): StoredPhoto | undefined {
  return db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)).get();
}

/** The Gallery's photos for staff: every upload of its own, and a job's finished photos once published. */
export function listAllPhotos(db: Db): AdminGalleryPhoto[] {
  return db
    .select()
    .from(galleryPhotos)
    .where(or(eq(galleryPhotos.origin, 'upload'), eq(galleryPhotos.published, true)))
    .orderBy(...displayOrder)
    .all()
    .map(toAdminPhoto);
}

/** Published, processed photos in staff's order; optionally only one room or one town. */
export function listPublishedPhotos(db: Db, filter: { room?: GalleryRoom; town?: string } = {}): GalleryPhoto[] {
  const rows = db
    .select()
    .from(galleryPhotos)
    .where(
      and(
        eq(galleryPhotos.published, true),
        eq(galleryPhotos.status, 'ready'),
        filter.room ? eq(galleryPhotos.room, filter.room) : undefined,
        filter.town ? eq(galleryPhotos.town, filter.town) : undefined,
      ),
    )
    .orderBy(...displayOrder)
    .all();
  return rows.map((r) => ({
    id: r.id,
    alt: r.alt ?? '',
    room: r.room ?? 'custom-closets',
    town: r.town ?? '',
    caption: r.caption,
    width: r.width ?? 1,
    height: r.height ?? 1,
    src: srcOf(r.fileKey),
  }));
}

/** The oldest photo still waiting to be processed (the queue resumes from here after a restart). */
export function nextToProcess(db: Db): StoredPhoto | undefined {
  return db
    .select()
    .from(galleryPhotos)
    .where(eq(galleryPhotos.status, 'processing'))
    .orderBy(asc(galleryPhotos.id))
    .get();
}

export function countProcessing(db: Db): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.status, 'processing'))
      .get()?.n ?? 0
  );
}

const now = () => new Date().toISOString();

export function markProcessed(
  db: Db,
  id: number,
  result: { status: 'ready'; width: number; height: number } | { status: 'failed' },
): boolean {
  return (
    db
      .update(galleryPhotos)
      .set({ ...result, updatedAt: now() })
      .where(eq(galleryPhotos.id, id))
      .run().changes > 0
  );
}

/** Saves the fields of a PATCH (not `move`); returns the row as saved. */
export function updatePhotoFields(db: Db, id: number, patch: Omit<GalleryPatch, 'move'>): StoredPhoto | undefined {
  return db
    .update(galleryPhotos)
    .set({ ...patch, updatedAt: now() })
    .where(eq(galleryPhotos.id, id))
    .returning()
    .get();
}

/** Swaps the photo with its neighbour in the order (no-op at either end), renumbering the whole list. */
export function movePhoto(db: Db, id: number, direction: 'up' | 'down'): void {
  db.transaction((tx) => {
    const ids = tx
      .select({ id: galleryPhotos.id })
      .from(galleryPhotos)
      .orderBy(...displayOrder)
      .all()
      .map((r) => r.id);
    const at = ids.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    ids.forEach((photoId, i) =>
      tx.update(galleryPhotos).set({ sortOrder: i }).where(eq(galleryPhotos.id, photoId)).run(),
    );
  });
}

export function deletePhotoRow(db: Db, id: number): StoredPhoto | undefined {
  return db.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning().get();
}

/** Whether a photo address (`/media/<key>/<width>.jpg`) belongs to a published, processed photo. */
export function isPublishedPhotoUrl(db: Db, url: string): boolean {
  const key = url.split('/')[2] ?? '';
  const row = db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.fileKey, key), eq(galleryPhotos.published, true), eq(galleryPhotos.status, 'ready')))
    .get();
  return row !== undefined;
}

/** Removes the photo from the reviews it was attached to (unpublished or deleted); returns how many. */
export function detachPhotoFromReviews(db: Db, fileKey: string): number {
  return db.$client
    .prepare('UPDATE testimonials SET photo_url = NULL WHERE photo_url LIKE ?')
    .run(`/media/${fileKey}/%`).changes;
}
