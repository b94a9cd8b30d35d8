import type {
  AdminTestimonial,
  AdminTestimonialsPage,
  ReviewFigures,
  TestimonialFilter,
} from '../../../../../shared/testimonial-schema';

type Listed = Pick<AdminTestimonial, 'approved' | 'featured' | 'rating'>;

/** The review counts of a list, as the server counts them (featured: flagged, approved or not). */
export function countReviews(list: readonly Listed[]): Record<TestimonialFilter, number> {
  const approved = list.filter((t) => t.approved === 'true').length;
  return {
    all: list.length,
    approved,
    pending: list.length - approved,
    featured: list.filter((t) => t.featured === 'true').length,
  };
}

/** Average rating to one decimal (0 when none) and the bars from 5 stars down to 1. */
export function reviewFigures(list: readonly Listed[]): ReviewFigures {
  const ratings = list.map((t) => Number(t.rating));
  const sum = ratings.reduce((a, b) => a + b, 0);
  return {
    averageRating: ratings.length === 0 ? 0 : Math.round((sum / ratings.length) * 10) / 10,
    ratingBreakdown: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: ratings.filter((r) => r === rating).length })),
  };
}

/** A review as the spec's Testimonial entity has it: what staff see besides may be missing. */
type SpecReview = Omit<AdminTestimonial, 'email' | 'hasLink' | 'createdAt'> & Partial<AdminTestimonial>;

/** GET /api/testimonials's answer: the spec's `testimonials` array, and whatever this server adds. */
export type ReviewsAnswer = { testimonials: SpecReview[] } & Partial<Omit<AdminTestimonialsPage, 'testimonials'>>;

/**
 * GET /api/testimonials as the dashboard reads it. The spec's answer is a `testimonials` array
 * alone; this server adds paging, counts and figures. Whatever is missing is worked out from the
 * array, so a server that answers in the spec's shape still gets a working dashboard.
 */
export function toReviewsPage(answer: ReviewsAnswer) {
  const list: AdminTestimonial[] = answer.testimonials.map((t) => ({
    ...t,
    email: t.email ?? null,
    hasLink: t.hasLink ?? false,
    createdAt: t.createdAt ?? '',
  }));
  const figures = reviewFigures(list);
  return {
    testimonials: list,
    total: answer.total ?? list.length,
    page: answer.page ?? 1,
    pageSize: answer.pageSize ?? Math.max(list.length, 1),
    counts: answer.counts ?? countReviews(list),
    lastChanges: answer.lastChanges ?? {},
    averageRating: answer.averageRating ?? figures.averageRating,
    ratingBreakdown: answer.ratingBreakdown ?? figures.ratingBreakdown,
  } satisfies AdminTestimonialsPage;
}
