import type { ReactNode } from 'react';
import type { Testimonial } from '../../../../shared/testimonial-schema';
import { QueryProvider } from '../../lib/query-provider';
import { useApprovedReviews } from '../../lib/use-approved-reviews';

interface LiveReviewsProps<T> {
  /** What to show from the approved reviews; undefined keeps the prerendered value. */
  select: (reviews: Testimonial[]) => T | undefined;
  /** The prerendered value: rendered on the server, at hydration and until the reviews arrive. */
  prerendered: T;
  children: (value: T) => ReactNode;
}

function LiveReviewsInner<T>({ select, prerendered, children }: LiveReviewsProps<T>) {
  const reviews = useApprovedReviews();
  return children((reviews && select(reviews)) ?? prerendered);
}

/**
 * Swaps prerendered testimonial content for what staff approved, after hydration. The first
 * client render matches the HTML (the query has no data yet), so there is no hydration mismatch.
 */
export function LiveReviews<T>(props: LiveReviewsProps<T>) {
  return (
    <QueryProvider>
      <LiveReviewsInner {...props} />
    </QueryProvider>
  );
}
