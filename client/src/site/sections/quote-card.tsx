import { Quote } from 'lucide-react';
import type { TestimonialCard } from '../content/types';
import { cn } from '../../lib/cn';
import { cardVariants } from '../../ui/card';

/**
 * One customer quote with its author and town; `featured` sets it larger when it stands alone.
 * Live reviews replace prerendered ones after load, so the quote keeps a minimum height and a
 * maximum number of lines: swapping one for another moves little or nothing.
 */
export function QuoteCard({ testimonial, featured = false }: { testimonial: TestimonialCard; featured?: boolean }) {
  return (
    <figure
      className={cardVariants({
        padding: featured ? 'spacious' : 'default',
        className: 'flex min-w-0 flex-1 flex-col wrap-anywhere',
      })}
    >
      {testimonial.photoUrl ? (
        <img
          src={testimonial.photoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="mb-4 aspect-[4/3] w-full rounded-md bg-line object-cover"
        />
      ) : null}
      <Quote aria-hidden="true" className={cn('mb-3 text-brass-500', featured ? 'size-8' : 'size-7')} />
      <blockquote
        className={cn(
          'flex-1 font-serif leading-relaxed text-ink',
          featured ? 'min-h-[4lh] text-xl' : 'min-h-[6lh] text-lg',
        )}
      >
        <p className="line-clamp-10">“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-line pt-4">
        <span className="block truncate font-semibold text-ink">{testimonial.author}</span>
        <span className="block truncate text-sm text-ink-muted">{testimonial.location}</span>
      </figcaption>
    </figure>
  );
}
