import { Quote } from 'lucide-react';
import type { TestimonialCard } from '../../content/types';

/** One customer quote with its author and town. */
export function QuoteCard({ testimonial }: { testimonial: TestimonialCard }) {
  return (
    <figure className="rounded-xl border border-line bg-white p-8 shadow-card">
      <Quote aria-hidden="true" className="size-8 text-brass-500" />
      <blockquote className="mt-4 font-serif text-xl leading-relaxed text-ink">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-ink-soft">
        <span className="font-semibold text-ink">{testimonial.author}</span>, {testimonial.location}
      </figcaption>
    </figure>
  );
}
