import { describe, expect, it } from 'vitest';
import { reviewProjects } from '../../../../shared/review-schema';
import { footerServices } from './navigation';
import { reviewTownSuggestions } from './review';

describe('review form choices', () => {
  it('the projects are the six services the site offers, plus Other', () => {
    expect(reviewProjects).toEqual([...footerServices.map((s) => s.label), 'Other']);
  });
  it('the town suggestions are the 50 towns of both counties, sorted', () => {
    expect(reviewTownSuggestions).toHaveLength(50);
    expect(reviewTownSuggestions).toContain('Milford');
    expect([...reviewTownSuggestions].sort()).toEqual(reviewTownSuggestions);
  });
});
