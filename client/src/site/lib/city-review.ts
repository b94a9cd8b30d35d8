import type { Testimonial } from '../../../../shared/testimonial-schema';
import type { CityContent } from '../content/cities';
import { serviceAreas, type ServiceAreaSlug } from '../content/service-areas';
import type { TestimonialCard } from '../content/types';
import { reviewsFromTowns, toCard } from './review-selection';

/**
 * The review a city page shows: an approved one from that city when there is one, else one from
 * elsewhere in its county, else the county page's prerendered quote. The heading says which.
 */
export function cityReview(
  city: Pick<CityContent, 'name' | 'county' | 'countyHref'>,
  reviews: Testimonial[],
  allowInvented = true,
): { heading: string; testimonial: TestimonialCard } | undefined {
  const fromCity = reviewsFromTowns(reviews, [city.name])[0];
  if (fromCity) return { heading: `From a ${city.name} Homeowner`, testimonial: toCard(fromCity) };
  const area = serviceAreas[city.countyHref.split('/').pop() as ServiceAreaSlug];
  const fromCounty = reviewsFromTowns(
    reviews,
    area.towns.map((t) => t.name),
  )[0];
  if (!fromCounty && !allowInvented) return undefined;
  return {
    heading: `From a ${city.county} Homeowner`,
    testimonial: fromCounty ? toCard(fromCounty) : area.testimonial,
  };
}
