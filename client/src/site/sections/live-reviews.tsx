import type { ReactNode } from 'react';
import type { Testimonial } from '../../../../shared/testimonial-schema';
import { QueryProvider } from '../../lib/query-provider';
import { useNoteShown, useSiteData } from '../../lib/site-data';
import { useApprovedReviews } from '../lib/use-approved-reviews';

interface LiveReviewsProps<T> {
  /**
   * What to show from the approved reviews; undefined keeps the prerendered value. `allowInvented`
   * is false once the server rendered the page with the real reviews: then no written-in quote may
   * fill a gap (FTC rule, docs/reviews.md).
   */
  select: (reviews: Testimonial[], options: { allowInvented: boolean }) => T | undefined;
  /** The prerendered value: rendered on the server, at hydration and until the reviews arrive. */
  prerendered: T;
  children: (value: T) => ReactNode;
}

function LiveReviewsInner<T>({ select, prerendered, children }: LiveReviewsProps<T>) {
  const rendered = useSiteData().reviews;
  const reviews = useApprovedReviews() ?? rendered;
  const noteShown = useNoteShown();
  if (rendered) {
    // The server knew the approved reviews: show them, or nothing, never the prerendered quotes.
    const value = select(reviews ?? rendered, { allowInvented: false });
    // The reviews whose words are on the page (selections pick the same ones from that subset).
    const text = value === undefined ? '' : JSON.stringify(value);
    noteShown(
      'reviews',
      rendered.filter((r) => text.includes(JSON.stringify(r.reviewText))),
    );
    return value === undefined ? null : children(value);
  }
  return children((reviews && select(reviews, { allowInvented: true })) ?? prerendered);
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
