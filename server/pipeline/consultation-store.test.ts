import { describe, expect, it } from 'vitest';
import { reminderAt } from './consultation-store';

describe('reminderAt', () => {
  it('is 16:00 Connecticut time the day before, across the clock changes', () => {
    const at = (iso: string) => reminderAt(new Date(iso)).toISOString();
    // Monday 9 March 2026, 10:00 EDT: the Sunday of the change, 16:00 EDT.
    expect(at('2026-03-09T14:00:00Z')).toBe('2026-03-08T20:00:00.000Z');
    // Sunday 8 March, 10:00 EDT: Saturday 16:00 EST.
    expect(at('2026-03-08T14:00:00Z')).toBe('2026-03-07T21:00:00.000Z');
    // Monday 2 November 2026, 10:00 EST: Sunday 1 November 16:00 EST.
    expect(at('2026-11-02T15:00:00Z')).toBe('2026-11-01T21:00:00.000Z');
    // 9:00 am on 13 January (14:00Z): the 12th at 16:00 EST.
    expect(at('2027-01-13T14:00:00Z')).toBe('2027-01-12T21:00:00.000Z');
    // An early visit (00:30 on 13 January, 05:30Z) still belongs to the 13th in Connecticut.
    expect(at('2027-01-13T05:30:00Z')).toBe('2027-01-12T21:00:00.000Z');
  });
});
