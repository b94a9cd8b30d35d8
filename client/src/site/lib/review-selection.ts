import type { Testimonial } from '../../../../shared/testimonial-schema';
import type { TestimonialCard } from '../content/types';

/** "Milford, CT", "milford ct", " Milford, Connecticut" → "milford": the town as a comparable key. */
export function townKey(location: string): string {
  return location
    .toLowerCase()
    .replace(/,?\s*(ct|conn\.?|connecticut)\.?\s*$/, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

type Dated = Pick<Testimonial, 'id' | 'createdAt'>;
const newer = (a: Dated, b: Dated) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Newest first; ties by id, newest first. Does not change its input. */
function newestFirst<T extends Dated>(reviews: T[]): T[] {
  return [...reviews].sort(newer);
}

/** The home page's order: featured reviews first, then the newest. Does not change its input. */
export function featuredThenNewest<T extends Dated & Pick<Testimonial, 'featured'>>(reviews: T[]): T[] {
  const rank = (r: T) => (r.featured === 'true' ? 0 : 1);
  return [...reviews].sort((a, b) => rank(a) - rank(b) || newer(a, b));
}

/**
 * The reviews written from one of `towns`, newest first. "Featured" is the home page's choice, so
 * an area page shows its latest approved review.
 */
export function reviewsFromTowns<T extends Dated & Pick<Testimonial, 'location'>>(
  reviews: T[],
  towns: readonly string[],
): T[] {
  const wanted = new Set(towns.map(townKey));
  return newestFirst(reviews.filter((r) => wanted.has(townKey(r.location))));
}

/** A review as the public cards show it; a town typed without its state gets ", CT". */
export function toCard(
  review: Pick<Testimonial, 'reviewText' | 'customerName' | 'location'> & Pick<Partial<Testimonial>, 'photoUrl'>,
): TestimonialCard {
  const location = /\b(ct|connecticut)\b/i.test(review.location) ? review.location : `${review.location}, CT`;
  const card = { quote: review.reviewText, author: review.customerName, location };
  return review.photoUrl ? { ...card, photoUrl: review.photoUrl } : card;
}

/**
 * The home page's cards: the approved reviews, featured first then newest, filled up to the
 * prerendered count from the prerendered cards so the section keeps its size; undefined (keep the
 * prerendered cards) when there are no approved reviews.
 */
export function homeCards(
  reviews: Testimonial[],
  prerendered: TestimonialCard[],
  allowInvented = true,
): TestimonialCard[] | undefined {
  if (reviews.length === 0) return undefined;
  const live = featuredThenNewest(reviews).slice(0, prerendered.length).map(toCard);
  if (!allowInvented) return live;
  const fill = prerendered.filter((card) => !live.some((l) => l.quote === card.quote));
  return [...live, ...fill].slice(0, prerendered.length);
}
