import { describe, expect, it } from 'vitest';
import { bookingChoiceSchema } from './booking-choice';

const issues = (body: unknown) =>
  bookingChoiceSchema.safeParse(body).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

/** The homeowner's choice as the booking page's form and POST /api/bookings/:token read it. */
describe('bookingChoiceSchema', () => {
  it('names everything an in-home visit misses at once, the time included', () => {
    expect(issues({ slot: '', mode: 'in_home', town: '', address: '  ' })).toEqual([
      { path: ['slot'], message: 'Choose a time for your visit' },
      { path: ['town'], message: 'Choose your town' },
      { path: ['address'], message: 'Enter the street address' },
    ]);
  });

  it('reads a blank field as left out, so a virtual visit needs only its time', () => {
    expect(bookingChoiceSchema.parse({ slot: '2027-01-12T15:00Z', mode: 'virtual', town: '', address: '' })).toEqual({
      slot: '2027-01-12T15:00:00.000Z',
      mode: 'virtual',
    });
    expect(issues({ slot: 'soon', mode: 'virtual' })).toEqual([
      { path: ['slot'], message: 'Choose a time for your visit' },
    ]);
  });
});
