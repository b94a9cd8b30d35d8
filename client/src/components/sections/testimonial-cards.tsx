import { Quote } from 'lucide-react';
import type { TestimonialCard } from '../../content/types';

/** Customer quotes as cards: quote, author and town. */
export function TestimonialCards({ items }: { items: TestimonialCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.author} className="flex">
          <figure className="flex flex-1 flex-col rounded-xl border border-line bg-white p-6 shadow-card">
            <Quote aria-hidden="true" className="mb-3 size-7 text-brass-500" />
            <blockquote className="flex-1 font-serif text-lg leading-relaxed text-ink">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-line pt-4">
              <span className="block font-semibold text-ink">{item.author}</span>
              <span className="block text-sm text-ink-muted">{item.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
