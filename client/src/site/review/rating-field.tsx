import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { reviewRatings } from '../../../../shared/review-schema';
import { cn } from '../../lib/cn';
import { FieldError } from '../../ui/field-error';

/**
 * Five native radios in a fieldset: arrow keys move the choice, Tab leaves the group, and each
 * option is named "1 star" … "5 stars". The stars up to the chosen one are filled.
 */
export function RatingField({
  legend,
  value,
  error,
  registration,
}: {
  legend: string;
  value: string | undefined;
  error?: string;
  registration: UseFormRegisterReturn<'rating'>;
}) {
  const errorId = 'review-rating-error';
  const chosen = Number(value ?? 0);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      <div className="flex gap-1">
        {reviewRatings.map((rating) => {
          const id = `review-rating-${rating}`;
          return (
            <div key={rating} className="relative">
              <input
                id={id}
                type="radio"
                value={rating}
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                {...registration}
              />
              <label
                htmlFor={id}
                className="flex size-11 items-center justify-center rounded-md peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brass-500"
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-8',
                    Number(rating) <= chosen ? 'fill-brass-500 text-brass-700' : 'text-ink-muted',
                  )}
                />
                <span className="sr-only">{rating === '1' ? '1 star' : `${rating} stars`}</span>
              </label>
            </div>
          );
        })}
      </div>
      <p className="mt-1 text-sm text-ink-muted" aria-hidden="true">
        {chosen ? `${chosen} of 5 stars` : 'Choose 1 to 5 stars'}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
