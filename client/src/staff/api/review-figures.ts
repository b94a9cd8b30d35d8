import type { reviewsApi } from '../../../../shared/api/reviews';
import type { AnswerOf } from '../../../../shared/api/route';
import type {
  AdminTestimonial,
  AdminTestimonialsPage,
  ReviewFigures,
  TestimonialFilter,
} from '../../../../shared/testimonial-schema';

type Listed = Pick<AdminTestimonial, 'approved' | 'featured' | 'rating'>;

/** The review counts of a list, as the server counts them (featured: flagged, approved or not). */
function countReviews(list: readonly Listed[]): Record<TestimonialFilter, number> {
  const approved = list.filter((t) => t.approved === 'true').length;
  return {
    all: list.length,
    approved,
    pending: list.length - approved,
    featured: list.filter((t) => t.featured === 'true').length,
  };
}

/** Average rating to one decimal (0 when none) and the bars from 5 stars down to 1. */
function reviewFigures(list: readonly Listed[]): ReviewFigures {
  const ratings = list.map((t) => Number(t.rating));
  const sum = ratings.reduce((a, b) => a + b, 0);
  return {
    averageRating: ratings.length === 0 ? 0 : Math.round((sum / ratings.length) * 10) / 10,
    ratingBreakdown: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: ratings.filter((r) => r === rating).length })),
  };
}

/** GET /api/testimonials's answer: a page of the tab, or a `testimonials` array alone (the spec's answer). */
export type ReviewsAnswer = AnswerOf<typeof reviewsApi.list>;

/**
 * GET /api/testimonials as the dashboard reads it. The spec's answer is a `testimonials` array
 * alone; this server adds paging, counts and figures. Whatever is missing is worked out from the
 * array, so a server that answers in the spec's shape still gets a working dashboard.
 */
export function toReviewsPage(answer: ReviewsAnswer): AdminTestimonialsPage {
  if ('total' in answer) return answer;
  const list: AdminTestimonial[] = answer.testimonials.map((t) => ({
    email: null,
    hasLink: false,
    ...t,
    createdAt: t.createdAt ?? '',
  }));
  const figures = reviewFigures(list);
  return {
    testimonials: list,
    total: list.length,
    page: 1,
    pageSize: Math.max(list.length, 1),
    counts: countReviews(list),
    lastChanges: {},
    ...figures,
  };
}
