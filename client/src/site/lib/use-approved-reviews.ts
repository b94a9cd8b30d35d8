import { useQuery } from '@tanstack/react-query';
import type { Testimonial, TestimonialsResponse } from '../../../../shared/testimonial-schema';
import { throwIfResNotOk } from '../../lib/api-request';
import { testimonialsPath } from '../../../../shared/api/public-paths';

/** Its own key: the admin's keys under testimonialsPath hold pending reviews too. */
const approvedReviewsKey = ['approved-reviews'] as const;

/**
 * Without cookies, so signed-in staff browsing the site get the public answer. The server sends an
 * ETag with `Cache-Control: no-cache`: the browser's HTTP cache revalidates and a repeat visit
 * costs a 304.
 */
async function fetchApprovedReviews(): Promise<Testimonial[]> {
  const res = await fetch(testimonialsPath, { credentials: 'omit', headers: { Accept: 'application/json' } });
  await throwIfResNotOk(res);
  return ((await res.json()) as TestimonialsResponse).testimonials;
}

/** The approved reviews once loaded; undefined until then, and on failure (pages keep their prerendered cards). */
export function useApprovedReviews(): Testimonial[] | undefined {
  return useQuery({ queryKey: approvedReviewsKey, queryFn: fetchApprovedReviews }).data;
}
