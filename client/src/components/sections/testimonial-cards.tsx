import type { TestimonialCard } from '../../content/types';
import { QuoteCard } from './quote-card';

/** Customer quotes as a row of cards. */
export function TestimonialCards({ items }: { items: TestimonialCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item, i) => (
        <li key={`${i}-${item.author}`} className="flex">
          <QuoteCard testimonial={item} />
        </li>
      ))}
    </ul>
  );
}
