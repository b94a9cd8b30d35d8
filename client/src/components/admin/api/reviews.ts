import { testimonialsPath } from '../../../../../shared/api-paths';
import { testimonialPath, testimonialsBulkPath } from '../../../../../shared/staff-api-paths';
import type {
  AdminTestimonialsQuery,
  TestimonialPatch,
  TestimonialsBulk,
  TestimonialsBulkResponse,
} from '../../../../../shared/testimonial-schema';
import { apiRequest, getJson, sendJson } from '../../../lib/api-request';
import { toReviewsPage, type ReviewsAnswer } from './review-figures';

export const adminTestimonialsKey = [testimonialsPath] as const;

export type ReviewsView = AdminTestimonialsQuery;

/** What the Testimonials tab shows first; the dashboard reads its figures from the same answer. */
export const firstReviewsView: ReviewsView = { status: 'all', q: '', page: 1 };

/** One page of reviews and the review figures: GET /api/testimonials with the view as query parameters. */
export function reviewsQuery(view: ReviewsView) {
  const params = new URLSearchParams({ status: view.status, page: String(view.page) });
  if (view.q) params.set('q', view.q);
  return {
    queryKey: [...adminTestimonialsKey, view] as const,
    queryFn: async () => toReviewsPage(await getJson<ReviewsAnswer>(`${testimonialsPath}?${params}`)),
  };
}

/** PATCH /api/testimonials/{id}: approve ('true'), unpublish ('false'), feature, or attach a photo. */
export const patchReview = (id: number, patch: TestimonialPatch) => apiRequest('PATCH', testimonialPath(id), patch);

/** DELETE /api/testimonials/{id}. */
export const deleteReview = (id: number) => apiRequest('DELETE', testimonialPath(id));

/** POST /api/testimonials/bulk: approve or delete several reviews at once. */
export const bulkReviews = (body: TestimonialsBulk) =>
  sendJson<TestimonialsBulkResponse>('POST', testimonialsBulkPath, body);
