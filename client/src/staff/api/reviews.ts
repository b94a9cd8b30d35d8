import { reviewsApi } from '../../../../shared/api/reviews';
import type { AdminTestimonialsQuery, TestimonialPatch, TestimonialsBulk } from '../../../../shared/testimonial-schema';
import { apiQuery, callApi } from '../../lib/call-api';
import { toReviewsPage } from './review-figures';

/** Every view of the list starts with this: invalidating it refreshes them all. */
export const adminTestimonialsKey = [reviewsApi.list.path] as const;

export type ReviewsView = AdminTestimonialsQuery;

/** What the Testimonials tab shows first; the dashboard reads its figures from the same answer. */
export const firstReviewsView: ReviewsView = { status: 'all', q: '', page: 1 };

/** One page of reviews and the review figures: GET /api/testimonials with the view as query parameters. */
export function reviewsQuery(view: ReviewsView) {
  const page = apiQuery(reviewsApi.list, {
    query: { status: view.status, page: String(view.page), q: view.q || undefined },
  });
  return {
    queryKey: [...adminTestimonialsKey, view] as const,
    queryFn: async () => toReviewsPage(await page.queryFn()),
  };
}

/** PATCH /api/testimonials/{id}: approve ('true'), unpublish ('false'), feature, or attach a photo. */
export const patchReview = (id: number, patch: TestimonialPatch) =>
  callApi(reviewsApi.patch, { params: { id }, body: patch });

/** DELETE /api/testimonials/{id}. */
export const deleteReview = (id: number) => callApi(reviewsApi.remove, { params: { id } });

/** POST /api/testimonials/bulk: approve or delete several reviews at once. */
export const bulkReviews = (body: TestimonialsBulk) => callApi(reviewsApi.bulk, { body });
