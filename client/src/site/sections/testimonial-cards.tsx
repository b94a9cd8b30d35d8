import type { TestimonialCard } from '../content/types';
import { QuoteCard } from './quote-card';

/** Customer quotes as a row of cards. */
export function TestimonialCards({ items }: { items: TestimonialCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
      {items.map((item, i) => (
        <li key={`${i}-${item.author}`} className="flex min-w-0">
          <QuoteCard testimonial={item} />
        </li>
      ))}
    </ul>
  );
}
