import { asc, eq } from 'drizzle-orm';
import type { HomeownerCompletion, StaffCompletion } from '../../shared/completion/completion-answers';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { galleryPhotos } from '../gallery';
import { dueFrom } from '../payments';
import { jobState } from './job-state';
import { completionPhotos, punchListItems } from './schema';

/** The photos of the finished space, oldest first, as gallery rows show them. */
export function finishedPhotos(db: Db | Tx, leadId: number) {
  return db
    .select({
      id: galleryPhotos.id,
      status: galleryPhotos.status,
      fileKey: galleryPhotos.fileKey,
      width: galleryPhotos.width,
      published: galleryPhotos.published,
    })
    .from(completionPhotos)
    .innerJoin(galleryPhotos, eq(galleryPhotos.id, completionPhotos.photoId))
    .where(eq(completionPhotos.leadId, leadId))
    .orderBy(asc(completionPhotos.id))
    .all();
}

function photosOf(db: Db | Tx, leadId: number) {
  return finishedPhotos(db, leadId).map(({ fileKey, ...photo }) => ({ ...photo, src: `/media/${fileKey}` }));
}

function punchListOf(db: Db | Tx, leadId: number) {
  return db
    .select({
      id: punchListItems.id,
      what: punchListItems.what,
      fixBy: punchListItems.fixBy,
      source: punchListItems.source,
      createdAt: punchListItems.createdAt,
      fixedAt: punchListItems.fixedAt,
    })
    .from(punchListItems)
    .where(eq(punchListItems.leadId, leadId))
    .orderBy(asc(punchListItems.id))
    .all();
}

const nameOf = (db: Db | Tx, id: number | null) =>
  id === null ? null : (db.select({ name: staff.name }).from(staff).where(eq(staff.id, id)).get()?.name ?? null);

/**
 * Where a job's completion stands, for staff (and for the Jobs page and the homeowner's timeline to
 * read): whether it can be recorded, the photos, the punch list, the sign-off, the hold-back, when
 * the balance falls due and when the job was closed.
 */
export function completionOf(db: Db | Tx, leadId: number, now = new Date()): StaffCompletion {
  const state = jobState(db, leadId, now);
  const completion = state.ok ? state.completion : undefined;
  const contract = state.ok ? state.figures.contract : null;
  const balanceDueFrom = contract ? dueFrom(contract, 'balance') : null;
  return {
    open: state.ok,
    recordedAt: completion?.recordedAt ?? null,
    recordedBy: nameOf(db, completion?.recordedBy ?? null),
    photos: completion ? photosOf(db, leadId) : [],
    punchList: completion ? punchListOf(db, leadId) : [],
    signOff:
      completion?.signedOffAt && completion.signedOffName
        ? { name: completion.signedOffName, at: completion.signedOffAt }
        : null,
    heldBackCents: completion?.heldBackCents ?? 0,
    balanceDueFrom: balanceDueFrom?.toISOString() ?? null,
    balanceCents: state.ok ? state.figures.balanceCents : 0,
    closedAt: completion?.closedAt ?? null,
    photosConsentAt: completion?.photosConsentAt ?? null,
  };
}

/** `completion` of the homeowner's page: null until completion is recorded. */
export function homeownerCompletionOf(db: Db | Tx, leadId: number, now = new Date()): HomeownerCompletion | null {
  const { recordedAt, photos, punchList, signOff, closedAt, photosConsentAt } = completionOf(db, leadId, now);
  if (!recordedAt) return null;
  const ready = photos.filter((p) => p.status === 'ready');
  return { recordedAt, photos: ready, punchList, signOff, closedAt, photosConsentAt };
}
