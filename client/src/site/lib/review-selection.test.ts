import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../../../shared/testimonial-schema';
import { homeTestimonials } from '../content/testimonials';
import { newHavenCountyTowns } from '../content/service-areas';
import { cityReview } from './city-review';
import { featuredThenNewest, homeCards, reviewsFromTowns, toCard, townKey } from './review-selection';
import { cities } from '../content/cities';

let nextId = 1;
function review(over: Partial<Testimonial>): Testimonial {
  const id = nextId++;
  return {
    id,
    customerName: `Reviewer ${id}`,
    location: 'Westport, CT',
    rating: '5',
    reviewText: `Review number ${id}, long enough to be a real review.`,
    projectType: 'Pantry Storage',
    photoUrl: null,
    approved: 'true',
    featured: 'false',
    createdAt: '2026-05-01T12:00:00.000Z',
    ...over,
  };
}

describe('townKey', () => {
  it('ignores case, spacing and a trailing state', () => {
    for (const typed of ['Milford, CT', 'milford ct', ' Milford, Connecticut ', 'MILFORD', 'Milford, Conn.']) {
      expect(townKey(typed)).toBe('milford');
    }
    expect(townKey('New Haven, CT')).toBe('new haven');
    expect(townKey('West Haven')).not.toBe(townKey('New Haven'));
  });
});

describe('featuredThenNewest', () => {
  it('puts featured reviews first, each group newest first, ties by id', () => {
    const old = review({ createdAt: '2026-01-01T00:00:00.000Z' });
    const newest = review({ createdAt: '2026-06-01T00:00:00.000Z' });
    const oldFeatured = review({ featured: 'true', createdAt: '2025-12-01T00:00:00.000Z' });
    const sameTimeA = review({ createdAt: '2026-03-01T00:00:00.000Z' });
    const sameTimeB = review({ createdAt: '2026-03-01T00:00:00.000Z' });
    const input = [old, sameTimeA, newest, oldFeatured, sameTimeB];
    expect(featuredThenNewest(input).map((r) => r.id)).toEqual([
      oldFeatured.id,
      newest.id,
      sameTimeB.id,
      sameTimeA.id,
      old.id,
    ]);
    expect(input[0]).toBe(old);
  });
});

describe('reviewsFromTowns', () => {
  it('keeps reviews from the county’s towns however the town was typed, newest first, featured or not', () => {
    const milford = review({ location: 'milford ct', createdAt: '2026-07-01T00:00:00.000Z' });
    const westport = review({ location: 'Westport, CT', createdAt: '2026-08-01T00:00:00.000Z' });
    const guilford = review({ location: 'Guilford', featured: 'true', createdAt: '2026-02-01T00:00:00.000Z' });
    expect(reviewsFromTowns([guilford, westport, milford], newHavenCountyTowns).map((r) => r.id)).toEqual([
      milford.id,
      guilford.id,
    ]);
    expect(reviewsFromTowns([westport], newHavenCountyTowns)).toEqual([]);
  });
});

describe('toCard', () => {
  it('keeps a photo staff attached, and adds no key without one', () => {
    const url = `/media/${'a'.repeat(32)}/960.jpg`;
    expect(toCard(review({ location: 'Milford', photoUrl: url })).photoUrl).toBe(url);
    expect(Object.keys(toCard(review({ location: 'Milford', photoUrl: null })))).toEqual([
      'quote',
      'author',
      'location',
    ]);
  });

  it('adds ", CT" only when the town has no state', () => {
    expect(toCard(review({ location: 'Milford' })).location).toBe('Milford, CT');
    expect(toCard(review({ location: 'Milford, CT' })).location).toBe('Milford, CT');
    expect(toCard(review({ location: 'Orange, Connecticut' })).location).toBe('Orange, Connecticut');
  });
});

describe('homeCards', () => {
  it('fills with no prerendered card when invented quotes are not allowed', () => {
    const one = review({ location: 'Milford' });
    expect(homeCards([one], homeTestimonials, false)).toEqual([toCard(one)]);
  });

  it('keeps the prerendered cards when nothing is approved', () => {
    expect(homeCards([], homeTestimonials)).toBeUndefined();
  });

  it('shows featured then newest approved reviews, filled up to three from the prerendered cards', () => {
    const a = review({ createdAt: '2026-02-01T00:00:00.000Z' });
    const b = review({ featured: 'true', createdAt: '2026-01-01T00:00:00.000Z' });
    const cards = homeCards([a, b], homeTestimonials);
    expect(cards?.map((c) => c.quote)).toEqual([b.reviewText, a.reviewText, homeTestimonials[0]?.quote]);
    const many = [a, b, review({}), review({}), review({})];
    expect(homeCards(many, homeTestimonials)).toHaveLength(3);
  });
});

describe('cityReview', () => {
  const milford = cities.milford;
  it('prefers a review from the city, then one from its county, then the county page’s quote', () => {
    const hamden = review({ location: 'Hamden, CT', featured: 'true', createdAt: '2026-09-01T00:00:00.000Z' });
    const fromMilford = review({ location: 'Milford' });
    expect(cityReview(milford, [hamden, fromMilford])).toEqual({
      heading: 'From a Milford Homeowner',
      testimonial: toCard(fromMilford),
    });
    expect(cityReview(milford, [hamden, review({ location: 'Stamford' })])).toEqual({
      heading: 'From a New Haven County Homeowner',
      testimonial: toCard(hamden),
    });
    const prerendered = cityReview(milford, []);
    expect(prerendered?.heading).toBe('From a New Haven County Homeowner');
    expect(prerendered?.testimonial.author).toBe('David and Priya S.');
  });

  it('shows no written-in quote once the server knows the real reviews', () => {
    expect(cityReview(milford, [review({ location: 'Stamford' })], false)).toBeUndefined();
    const guilford = review({ location: 'Guilford' });
    expect(cityReview(milford, [guilford], false)?.testimonial).toEqual(toCard(guilford));
  });
});
