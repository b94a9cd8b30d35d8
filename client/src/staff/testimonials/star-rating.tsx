import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Five stars, the first `rating` of them filled. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i <= rating ? 'fill-brass-500 text-brass-500' : 'text-line')}
        />
      ))}
    </span>
  );
}
