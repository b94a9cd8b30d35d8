import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { reviewRatings, type ReviewRequest } from '../../shared/review-schema';
import type { ActivityStamp } from '../../shared/activity';
import {
  testimonialFilters,
  testimonialsPageSize,
  type AdminTestimonial,
  type AdminTestimonialsPage,
  type AdminTestimonialsQuery,
  type ReviewFigures,
  type Testimonial,
  type TestimonialFilter,
  type TestimonialPatch,
  type TestimonialsBulk,
} from '../../shared/testimonial-schema';
import { duplicateWindowStart, fingerprint } from '../core/db/duplicates';
import { noMail, queueMail, type MailFor } from '../core/mail/outbox';
import { activityLog } from '../core/activity/schema';
import { staff } from '../core/auth/schema';
import { testimonials } from './schema';
import { containsText } from '../core/db/text-search';
import type { Db } from '../core/db/types';

const publicColumns = {
  id: testimonials.id,
  customerName: testimonials.customerName,
  location: testimonials.location,
  rating: testimonials.rating,
  reviewText: testimonials.reviewText,
  projectType: testimonials.projectType,
  photoUrl: testimonials.photoUrl,
  approved: testimonials.approved,
  featured: testimonials.featured,
  createdAt: testimonials.createdAt,
};

const adminColumns = { ...publicColumns, email: testimonials.email, hasLink: testimonials.hasLink };

const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

/** Approved testimonials, newest first: what the public GET returns. */
export function listApprovedTestimonials(db: Db): Testimonial[] {
  return db
    .select(publicColumns)
    .from(testimonials)
    .where(eq(testimonials.approved, 'true'))
    .orderBy(...newestFirst)
    .all();
}

/** Every testimonial with the reviewer's e-mail and flags, newest first: the staff view. */
export function listAllTestimonials(db: Db): AdminTestimonial[] {
  return db
    .select(adminColumns)
    .from(testimonials)
    .orderBy(...newestFirst)
    .all();
}

const filterSql: Record<TestimonialFilter, SQL | undefined> = {
  all: undefined,
  pending: eq(testimonials.approved, 'false'),
  approved: eq(testimonials.approved, 'true'),
  featured: eq(testimonials.featured, 'true'),
};

/** The Testimonials tab's search: name, town, review text and the reviewer's e-mail. */
const matching = (q: string) =>
  q
    ? containsText(q, [testimonials.customerName, testimonials.location, testimonials.reviewText, testimonials.email])
    : undefined;

/** One page of the staff view, newest first, and how many reviews match the search under each filter. */
export function listTestimonialsPage(db: Db, { status, q, page }: AdminTestimonialsQuery): AdminTestimonialsPage {
  const where = and(filterSql[status], matching(q));
  const list = db
    .select(adminColumns)
    .from(testimonials)
    .where(where)
    .orderBy(...newestFirst)
    .limit(testimonialsPageSize)
    .offset((page - 1) * testimonialsPageSize)
    .all();
  const counted = (filter: TestimonialFilter) =>
    db
      .select({ n: count() })
      .from(testimonials)
      .where(and(filterSql[filter], matching(q)))
      .get()?.n ?? 0;
  const counts = Object.fromEntries(testimonialFilters.map((f) => [f, counted(f)])) as AdminTestimonialsPage['counts'];
  return {
    testimonials: list,
    lastChanges: lastChangesOf(
      db,
      list.map((t) => t.id),
    ),
    total: counts[status],
    page,
    pageSize: testimonialsPageSize,
    counts,
    ...reviewFigures(db),
  };
}

/** The latest moderation line of the activity record for each review (who approved, featured…). */
function lastChangesOf(db: Db, ids: number[]): Record<number, ActivityStamp> {
  if (ids.length === 0) return {};
  const lines = db
    .select({ id: activityLog.subjectId, by: staff.name, detail: activityLog.detail, at: activityLog.at })
    .from(activityLog)
    .leftJoin(staff, eq(staff.id, activityLog.actorId))
    .where(
      and(
        eq(activityLog.action, 'review-changed'),
        eq(activityLog.subjectType, 'review'),
        inArray(activityLog.subjectId, ids),
      ),
    )
    .orderBy(asc(activityLog.at), asc(activityLog.id))
    .all();
  const out: Record<number, ActivityStamp> = {};
  for (const { id, ...stamp } of lines) if (id !== null) out[id] = stamp;
  return out;
}

/** The breakdown's bars, 5 stars down to 1. */
const stars = reviewRatings.map(Number).reverse();

/** Average rating and reviews per star, over every review whatever its state. */
function reviewFigures(db: Db): ReviewFigures {
  const byRating = db
    .select({ rating: testimonials.rating, n: count() })
    .from(testimonials)
    .groupBy(testimonials.rating)
    .all();
  const perRating = new Map(byRating.map((row) => [Number(row.rating), row.n]));
  const total = byRating.reduce((sum, row) => sum + row.n, 0);
  const ratingSum = byRating.reduce((sum, row) => sum + Number(row.rating) * row.n, 0);
  return {
    averageRating: total === 0 ? 0 : Math.round((ratingSum / total) * 10) / 10,
    ratingBreakdown: stars.map((rating) => ({ rating, count: perRating.get(rating) ?? 0 })),
  };
}

/**
 * Approves or deletes the chosen reviews, or every pending review matching a search, in one
 * transaction; returns how many changed (approving an approved review changes nothing).
 */
export function bulkModerate(db: Db, { action, ids, allPendingMatching }: TestimonialsBulk): number {
  const chosen = ids ? inArray(testimonials.id, ids) : and(filterSql.pending, matching(allPendingMatching?.q ?? ''));
  return db.transaction((tx) =>
    action === 'approve'
      ? tx.update(testimonials).set({ approved: 'true' }).where(and(chosen, filterSql.pending)).run().changes
      : tx.delete(testimonials).where(chosen).run().changes,
  );
}

/** Every review left with this e-mail address, oldest first (a homeowner's access request). */
export function testimonialsByEmail(db: Db, email: string): AdminTestimonial[] {
  return db
    .select(adminColumns)
    .from(testimonials)
    .where(sql`lower(${testimonials.email}) = ${email.toLowerCase()}`)
    .orderBy(testimonials.createdAt, testimonials.id)
    .all();
}

/** Returns false when no testimonial has that id. */
/** An unpublished review is no longer featured either, so approving it again does not feature it by surprise. */
export function updateTestimonial(db: Db, id: number, patch: TestimonialPatch): boolean {
  const change = patch.approved === 'false' ? { ...patch, featured: 'false' as const } : patch;
  return db.update(testimonials).set(change).where(eq(testimonials.id, id)).run().changes > 0;
}

export function deleteTestimonial(db: Db, id: number): boolean {
  return db.delete(testimonials).where(eq(testimonials.id, id)).run().changes > 0;
}

const reviewFingerprint = (review: Pick<ReviewRequest, 'email' | 'reviewText'>) =>
  fingerprint([review.email, review.reviewText]);

/** Web addresses and bare domains (example.com/x, www.x.org) that a moderator should look at. */
const linkPattern = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|ru|xyz|top|shop)\b/i;

function containsLink(text: string): boolean {
  return linkPattern.test(text);
}

export type StoredReview = typeof testimonials.$inferSelect;

/**
 * Saves a submitted review as pending with its staff e-mail, both or neither, unless the same
 * review was saved within the duplicate window; then the earlier row is returned with
 * `duplicate: true` and nothing is written.
 */
export function createReview(
  db: Db,
  review: Omit<ReviewRequest, 'consent' | 'website'>,
  mailFor: MailFor<StoredReview> = noMail,
  now = new Date(),
): { review: StoredReview; duplicate: boolean } {
  const print = reviewFingerprint(review);
  return db.transaction(
    (tx) => {
      const earlier = tx
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.fingerprint, print), gte(testimonials.createdAt, duplicateWindowStart(now))))
        .get();
      if (earlier) return { review: earlier, duplicate: true };
      const saved = tx
        .insert(testimonials)
        .values({
          ...review,
          email: review.email.toLowerCase(),
          approved: 'false',
          featured: 'false',
          hasLink: containsLink(`${review.customerName} ${review.location} ${review.reviewText}`),
          fingerprint: print,
          createdAt: now.toISOString(),
        })
        .returning()
        .get();
      queueMail(tx, mailFor(saved), { now });
      return { review: saved, duplicate: false };
    },
    { behavior: 'immediate' },
  );
}
