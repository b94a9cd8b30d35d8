import { Card } from '../../ui/card';
import type { ReviewFigures } from '../../../../shared/testimonial-schema';
import { Heading } from '../parts/dashboard-section';

/** Testimonials per star rating, 5 down to 1, as bars. */
export function RatingBreakdown({ breakdown }: { breakdown: ReviewFigures['ratingBreakdown'] }) {
  const widest = Math.max(1, ...breakdown.map((r) => r.count));
  return (
    <Card className="mt-6">
      <Heading offset={1} className="text-xl">
        Rating breakdown
      </Heading>
      <ul className="mt-4 grid gap-3" aria-label="Testimonials per star rating">
        {breakdown.map(({ rating, count }) => (
          <li key={rating} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3">
            <span className="text-sm font-semibold">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-linen-dark">
              <span
                className="block h-full rounded-full bg-harbor-600"
                style={{ width: `${(count / widest) * 100}%` }}
              />
            </span>
            <span className="text-right text-sm tabular-nums" data-testid={`rating-count-${rating}`}>
              {count}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
