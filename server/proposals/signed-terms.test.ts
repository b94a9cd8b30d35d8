import { describe, expect, it } from 'vitest';
import { signedTerms } from './signed-terms';

describe('signedTerms', () => {
  const lines = [
    'What the price includes: Everything listed.',
    'Payment (Good): The total price is $4,000.',
    'Payment (Better: walnut): The total price is $6,000.',
    'Schedule: Work starts on Monday.',
  ];

  it("keeps the accepted option's payment term, under its plain heading, and every shared term as worded", () => {
    expect(signedTerms(lines, 'Better: walnut')).toEqual([
      { heading: 'What the price includes', text: 'Everything listed.' },
      { heading: 'Payment', text: 'The total price is $6,000.' },
      { heading: 'Schedule', text: 'Work starts on Monday.' },
    ]);
  });

  it('reads a version of one option, whose payment term has no name', () => {
    expect(signedTerms(['Payment: The total price is $4,000.'], 'Good')).toEqual([
      { heading: 'Payment', text: 'The total price is $4,000.' },
    ]);
  });
});
