import { describe, expect, it } from 'vitest';
import { addDays } from './business-calendar';
import { businessInstant, businessMinuteOfDay, businessTime, formatBusinessDateTime } from './business-clock';

describe('Connecticut wall-clock time', () => {
  it('turns a wall-clock time into the right instant in winter and summer', () => {
    expect(businessInstant('2027-01-12', '10:00').toISOString()).toBe('2027-01-12T15:00:00.000Z');
    expect(businessInstant('2027-07-13', '10:00').toISOString()).toBe('2027-07-13T14:00:00.000Z');
  });

  it('handles the DST weeks of 2026: the days either side of 8 March and 1 November', () => {
    expect(businessInstant('2026-03-07', '10:00').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(businessInstant('2026-03-09', '10:00').toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(businessInstant('2026-10-31', '10:00').toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(businessInstant('2026-11-02', '10:00').toISOString()).toBe('2026-11-02T15:00:00.000Z');
    // 8 March has 23 hours, 1 November 25.
    const hours = (day: string) =>
      (businessInstant(addDays(day, 1), '00:00').getTime() - businessInstant(day, '00:00').getTime()) / 3_600_000;
    expect([hours('2026-03-08'), hours('2026-11-01'), hours('2026-11-02')]).toEqual([23, 25, 24]);
  });

  it('reads the minute, the "HH:MM" time and a readable date back', () => {
    // 8 pm on Sunday 22 November 2026 in Connecticut is already Monday in UTC.
    expect(businessMinuteOfDay(new Date('2026-11-23T01:00:00Z'))).toBe(20 * 60);
    expect(businessTime(new Date('2026-11-23T01:05:00Z'))).toBe('20:05');
    expect(businessTime(new Date('2027-07-13T14:00:00Z'))).toBe('10:00');
    expect(formatBusinessDateTime(new Date('2027-01-12T15:00:00Z'))).toBe('Tue, Jan 12, 2027, 10:00 AM');
  });
});
