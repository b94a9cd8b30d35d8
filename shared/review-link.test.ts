import { describe, expect, it } from 'vitest';
import { reviewerName, reviewLink } from './review-link';

describe('reviewerName', () => {
  it('signs with the first name and last initial', () => {
    expect(reviewerName('Jennifer Morales')).toBe('Jennifer M.');
    expect(reviewerName('  mary  ann  smith ')).toBe('mary S.');
    expect(reviewerName('Cher')).toBe('Cher');
  });
});

describe('reviewLink', () => {
  it('points at /review with name and town encoded', () => {
    expect(reviewLink('https://www.example.com/', { name: 'Jennifer M.', town: 'New Haven' })).toBe(
      'https://www.example.com/review?name=Jennifer+M.&town=New+Haven',
    );
    expect(reviewLink('https://x.test', { name: 'A&B', town: 'a=b' })).toBe(
      'https://x.test/review?name=A%26B&town=a%3Db',
    );
  });
});
