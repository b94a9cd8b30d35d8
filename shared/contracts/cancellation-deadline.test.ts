import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessInstant, businessTime, dayOf } from '../business-time';
import { addBusinessDays, cancellationDeadline, isBusinessDay, isWeekdayBusinessDay } from './cancellation-deadline';

/** The deadline of a transaction at a Connecticut wall-clock time. */
const deadlineOf = (day: string, time = '14:00') => cancellationDeadline(businessInstant(day, time));

describe('business days for the right to cancel', () => {
  it('counts Saturdays and weekdays, not Sundays or the legal holidays', () => {
    expect(isBusinessDay('2026-12-05')).toBe(true); // Saturday
    expect(isBusinessDay('2026-12-07')).toBe(true); // Monday
    expect(isBusinessDay('2026-12-06')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday
    expect(isBusinessDay('2026-02-12')).toBe(false); // Lincoln Day
  });

  it('counts neither the Friday a Saturday holiday is kept on nor the Saturday itself', () => {
    expect(isBusinessDay('2026-07-03')).toBe(false); // the legal holiday (CGS 1-4)
    expect(isBusinessDay('2026-07-04')).toBe(false); // Independence Day itself (CGS 42-134a)
    expect(isBusinessDay('2026-07-11')).toBe(true); // the next Saturday
    expect(isBusinessDay('2027-12-31')).toBe(false); // New Year's Day 2028, kept the year before
    expect(isBusinessDay('2028-01-01')).toBe(false);
  });

  it('counts from the day after', () => {
    expect(addBusinessDays('2026-11-24', 1)).toBe('2026-11-25');
    expect(addBusinessDays('2026-11-24', 0)).toBe('2026-11-24');
  });
});

describe('the two readings of a business day', () => {
  it("the Department's sample notice leaves Saturday out; the statute counts it", () => {
    expect(isWeekdayBusinessDay('2026-12-05')).toBe(false); // Saturday
    expect(isWeekdayBusinessDay('2026-12-04')).toBe(true); // Friday
    expect(isWeekdayBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(addBusinessDays('2026-12-02', 3)).toBe('2026-12-05');
    expect(addBusinessDays('2026-12-02', 3, isWeekdayBusinessDay)).toBe('2026-12-07');
  });
});

describe('the cancellation deadline (midnight at the end of the third business day, by the later reading)', () => {
  it('a Wednesday transaction before a Saturday ends at the end of Monday, not Saturday', () => {
    const deadline = deadlineOf('2026-12-02');
    expect(deadline).toEqual({
      day: '2026-12-07',
      endsAt: new Date('2026-12-08T05:00:00.000Z'),
      text: 'midnight at the end of Monday, December 7, 2026',
    });
  });

  it('never counts the day of the transaction, however late in it', () => {
    expect(deadlineOf('2026-12-02', '00:00').day).toBe('2026-12-07');
    expect(deadlineOf('2026-12-02', '23:59').day).toBe('2026-12-07');
  });

  it('skips the weekend: Friday → Mon, Tue, Wed', () => {
    expect(deadlineOf('2026-12-04').day).toBe('2026-12-09');
  });

  it('in Thanksgiving week (Thursday Nov 26, 2026) the Friday after counts, the Saturday does not', () => {
    // Tuesday: Wed 25, Fri 27, Mon 30 (the statute alone would end on Saturday the 28th).
    expect(deadlineOf('2026-11-24')).toMatchObject({
      day: '2026-11-30',
      endsAt: new Date('2026-12-01T05:00:00.000Z'),
      text: 'midnight at the end of Monday, November 30, 2026',
    });
    // Wednesday: Fri 27, Mon 30, Tue Dec 1 (the statute: Fri 27, Sat 28, Mon 30).
    expect(deadlineOf('2026-11-25').day).toBe('2026-12-01');
    // Thanksgiving itself: Fri 27, Mon 30, Tue Dec 1.
    expect(deadlineOf('2026-11-26').day).toBe('2026-12-01');
  });

  it('skips Christmas, and both days of Christmas and New Year on a Saturday', () => {
    expect(deadlineOf('2026-12-23').day).toBe('2026-12-29'); // Thu 24, Mon 28, Tue 29
    expect(deadlineOf('2027-12-23').day).toBe('2027-12-29'); // Mon 27, Tue 28, Wed 29
    expect(deadlineOf('2027-12-29').day).toBe('2028-01-04'); // Thu 30, Mon 3, Tue 4
  });

  it('a Saturday holiday (July 4, 2026, kept on Friday July 3): Thursday July 2 → Mon 6, Tue 7, Wed 8', () => {
    expect(deadlineOf('2026-07-02')).toMatchObject({
      day: '2026-07-08',
      endsAt: new Date('2026-07-09T04:00:00.000Z'),
      text: 'midnight at the end of Wednesday, July 8, 2026',
    });
    // Wednesday July 1: Thu 2, Mon 6, Tue 7 (the statute alone could not count Fri 3 or Sat 4 either).
    expect(deadlineOf('2026-07-01').day).toBe('2026-07-07');
  });

  it.each([
    // 11:30 PM on Sunday Nov 1, 2026 (EST) is already Nov 2 in UTC; the day is still Sunday.
    ['2026-11-02T04:30:00.000Z', '2026-11-04', '2026-11-05T05:00:00.000Z'],
    // 11:30 PM EDT on Saturday Oct 31: Mon Nov 2, Tue 3, Wed 4, past the clocks going back.
    ['2026-11-01T03:30:00.000Z', '2026-11-04', '2026-11-05T05:00:00.000Z'],
    // 11:00 PM EDT on Thursday Oct 29: Fri 30, Mon Nov 2, Tue 3, ending in EST.
    ['2026-10-30T03:00:00.000Z', '2026-11-03', '2026-11-04T05:00:00.000Z'],
    // 11:30 PM EST on Saturday March 7, 2026, the night the clocks go forward.
    ['2026-03-08T04:30:00.000Z', '2026-03-11', '2026-03-12T04:00:00.000Z'],
    // 11:30 PM EDT on Sunday March 8, 2026.
    ['2026-03-09T03:30:00.000Z', '2026-03-11', '2026-03-12T04:00:00.000Z'],
    // 11:00 PM EST on Thursday March 5: Fri 6, Mon 9, Tue 10, ending in EDT.
    ['2026-03-06T04:00:00.000Z', '2026-03-10', '2026-03-11T04:00:00.000Z'],
  ])('across the clock change: a transaction at %s ends at the end of %s', (at, day, endsAt) => {
    const deadline = cancellationDeadline(new Date(at));
    expect(deadline.day).toBe(day);
    expect(deadline.endsAt.toISOString()).toBe(endsAt);
    expect(businessTime(deadline.endsAt)).toBe('00:00');
    expect(dayOf(deadline.endsAt)).toBe(addDays(day, 1));
  });

  it('over a year of instants: at Connecticut midnight, three business days on by both readings, never short of either', () => {
    const year = fc.date({
      min: new Date('2026-01-01T05:00:00.000Z'),
      max: new Date('2027-01-01T04:59:59.999Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(year, (transactionAt) => {
        const { day, endsAt } = cancellationDeadline(transactionAt);
        const transactionDay = dayOf(transactionAt);
        expect(endsAt.getTime()).toBeGreaterThan(transactionAt.getTime());
        expect(businessTime(endsAt)).toBe('00:00');
        expect(dayOf(endsAt)).toBe(addDays(day, 1));
        expect(dayOf(new Date(endsAt.getTime() - 1))).toBe(day);
        const between: string[] = [];
        for (let d = addDays(transactionDay, 1); d <= day; d = addDays(d, 1)) between.push(d);
        expect(between.filter(isWeekdayBusinessDay)).toHaveLength(3);
        expect(between.filter(isBusinessDay).length).toBeGreaterThanOrEqual(3);
        expect(day >= addBusinessDays(transactionDay, 3)).toBe(true);
        expect(isWeekdayBusinessDay(day)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
