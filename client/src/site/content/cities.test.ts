import { describe, expect, it } from 'vitest';
import { cityTown } from '../../../../shared/page-photos';
import { cities, type CitySlug } from './cities';

describe('city pages', () => {
  it('each city page shows the photos of the town its page names (the sitemap reads the town from the slug)', () => {
    for (const [slug, city] of Object.entries(cities)) expect(cityTown(slug as CitySlug)).toBe(city.name);
  });
});
