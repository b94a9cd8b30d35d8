import { Star } from 'lucide-react';
import { reviewRatings } from '../../../../shared/review-schema';
import { cn } from '../../lib/cn';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {reviewRatings.map(Number).map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i <= rating ? 'fill-brass-500 text-brass-500' : 'text-line')}
        />
      ))}
    </span>
  );
}
