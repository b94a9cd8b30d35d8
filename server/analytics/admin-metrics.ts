import { and, count, eq } from 'drizzle-orm';
import type { AdminMetrics } from '../../shared/admin-schema';
import { reviewRatings } from '../../shared/review-schema';
import { contactSubmissions, testimonials } from '../core/db/schema';
import type { Db } from '../core/db/types';

/** The breakdown's bars, 5 stars down to 1. */
const stars = reviewRatings.map(Number).reverse();

/** The dashboard's summary figures (testimonials by state, leads, average rating), straight from the database. */
export function readAdminMetrics(db: Db): AdminMetrics {
  const byRating = db
    .select({ rating: testimonials.rating, approved: testimonials.approved, n: count() })
    .from(testimonials)
    .groupBy(testimonials.rating, testimonials.approved)
    .all();
  const submissions =
    db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.isSpam, false)).get()?.n ?? 0;
  const newSubmissions =
    db
      .select({ n: count() })
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.isSpam, false), eq(contactSubmissions.status, 'new')))
      .get()?.n ?? 0;

  let total = 0;
  let approved = 0;
  let ratingSum = 0;
  const perRating = new Map<number, number>();
  for (const row of byRating) {
    const rating = Number(row.rating);
    total += row.n;
    ratingSum += rating * row.n;
    if (row.approved === 'true') approved += row.n;
    perRating.set(rating, (perRating.get(rating) ?? 0) + row.n);
  }
  return {
    totalTestimonials: total,
    approved,
    pending: total - approved,
    submissions,
    newSubmissions,
    averageRating: total === 0 ? 0 : Math.round((ratingSum / total) * 10) / 10,
    ratingBreakdown: stars.map((rating) => ({ rating, count: perRating.get(rating) ?? 0 })),
  };
}
