import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetweenDays,
  isCalendarDay,
  businessInstant,
  businessMinuteOfDay,
  businessTime,
  dayOf,
  dayRange,
  formatDateTime,
  formatDateTimeWithZone,
  formatDay,
  formatDayKey,
  formatSpreadsheetTime,
  lastDays,
  weekStartOf,
  yearOf,
} from './business-time';

// Sunday 22 November 2026, 8 pm EST, is already Monday the 23rd in UTC.
const sundayEvening = '2026-11-23T01:00:00.000Z';

describe('business time (America/New_York)', () => {
  it('a lead at 8 pm on a Sunday is on that Sunday; midnight EST starts the Monday', () => {
    expect(dayOf(sundayEvening)).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-23T04:59:59.999Z'))).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-23T05:00:00.000Z'))).toBe('2026-11-23');
    expect(dayOf('2026-07-04T03:59:59.999Z')).toBe('2026-07-03'); // summer: UTC-4
    expect(dayOf('2026-07-04T04:00:00.000Z')).toBe('2026-07-04');
  });

  it.each([
    // 8 March 2026: clocks jump from 2:00 EST to 3:00 EDT. 00:30, 01:30, 03:30 and 23:30.
    [
      '2026-03-08',
      ['2026-03-08T05:30:00.000Z', '2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z', '2026-03-09T03:30:00.000Z'],
    ],
    // 1 November 2026: 1:00 to 2:00 comes twice (EDT, then EST). 00:30, 01:30 twice and 23:30.
    [
      '2026-11-01',
      ['2026-11-01T04:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-02T04:30:00.000Z'],
    ],
  ])('every event of %s lands on that day', (day, events) => {
    expect(events.map(dayOf)).toEqual(events.map(() => day));
  });

  it('formats for staff in Connecticut time', () => {
    expect(formatDateTime(sundayEvening)).toBe('Sun, Nov 22, 2026, 8:00 PM');
    expect(formatDateTime('2026-07-04T16:30:00.000Z')).toBe('Sat, Jul 4, 2026, 12:30 PM');
    expect(formatDay(sundayEvening)).toBe('Nov 22, 2026');
    expect(formatDay(sundayEvening, 'long')).toBe('November 22, 2026');
    expect(formatDay(sundayEvening, 'monthDay')).toBe('Nov 22');
  });

  it('1:30 am on 1 November 2026 comes twice, as EDT then EST, and both read 1:30 AM', () => {
    expect(formatDateTime('2026-11-01T05:30:00.000Z')).toBe('Sun, Nov 1, 2026, 1:30 AM');
    expect(formatDateTime('2026-11-01T06:30:00.000Z')).toBe('Sun, Nov 1, 2026, 1:30 AM');
  });

  it('gives spreadsheets a 24-hour Connecticut time, midnight as 00', () => {
    expect(formatSpreadsheetTime(sundayEvening)).toBe('2026-11-22 20:00');
    expect(formatSpreadsheetTime('2026-11-23T05:05:00.000Z')).toBe('2026-11-23 00:05');
  });

  it('the year turns at midnight in Connecticut: 10 pm on New Year’s Eve is still the old year', () => {
    expect(yearOf(new Date('2027-01-01T03:00:00.000Z'))).toBe(2026);
    expect(yearOf(new Date('2027-01-01T05:00:00.000Z'))).toBe(2027);
  });

  it('the year agrees with the Connecticut day at every hour of two years', () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 3_600_000)
      expect(yearOf(new Date(at)), new Date(at).toISOString()).toBe(Number(dayOf(new Date(at)).slice(0, 4)));
  });
});

const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / 3_600_000;

/** A per-day series as a chart or a report builds one: from `from` to `to`, one addDays at a time. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 1000; day = addDays(day, 1)) days.push(day);
  return days;
}

describe('business calendar (America/New_York)', () => {
  it('a lead at 8 pm on a Sunday belongs to the week that started the Monday before', () => {
    expect(weekStartOf(dayOf('2026-11-23T01:00:00.000Z'))).toBe('2026-11-16');
    expect(weekStartOf(dayOf('2026-11-23T05:00:00.000Z'))).toBe('2026-11-23'); // Monday, midnight EST
  });

  it('counts the calendar days between two days, across the clock change and the year', () => {
    expect(daysBetweenDays('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetweenDays('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetweenDays('2026-03-09', '2026-03-07')).toBe(-2);
  });

  it('weeks start on Monday, over month, year and DST boundaries', () => {
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26'); // Sunday of the 25-hour day
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02'); // Sunday of the 23-hour day
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it.each([
    ['2026-03-08', 23, '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', 25, '2026-11-01T04:00:00.000Z'],
    ['2026-11-22', 24, '2026-11-22T05:00:00.000Z'],
  ])(
    '%s lasts %i hours from its midnight, and the instants either side belong to its neighbours',
    (day, length, start) => {
      const range = dayRange(day);
      expect(range.start.toISOString()).toBe(start);
      expect(hours(range)).toBe(length);
      expect(dayOf(range.start)).toBe(day);
      expect(dayOf(new Date(range.end.getTime() - 1))).toBe(day);
      expect(dayOf(new Date(range.start.getTime() - 1))).toBe(addDays(day, -1));
      expect(dayOf(range.end)).toBe(addDays(day, 1));
    },
  );

  it.each([
    ['2026-03-05', '2026-03-11'],
    ['2026-10-29', '2026-11-04'],
  ])('a day series from %s to %s, over a clock change, has each day once and tiles time', (from, to) => {
    const days = daysFrom(from, to);
    expect(days).toHaveLength(7);
    expect(new Set(days).size).toBe(7);
    expect([days[0], days.at(-1)]).toEqual([from, to]);
    expect(days.map((d) => hours(dayRange(d))).filter((h) => h !== 24)).toHaveLength(1);
    for (let i = 1; i < days.length; i++) {
      expect(dayRange(days[i] as string).start).toEqual(dayRange(days[i - 1] as string).end);
    }
  });

  it('the last N days are Connecticut days ending today, bounded by Connecticut midnights', () => {
    const range = lastDays(30, new Date('2026-11-23T01:00:00.000Z'));
    expect(range).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
      start: new Date('2026-10-24T04:00:00.000Z'), // midnight EDT
      end: new Date('2026-11-23T05:00:00.000Z'), // midnight EST
    });
    expect(daysFrom(range.from, range.to)).toHaveLength(30);
    expect(lastDays(2, new Date('2026-03-09T16:00:00.000Z'))).toMatchObject({ from: '2026-03-08', to: '2026-03-09' });
  });

  it('shows a day key as that day', () => {
    expect(formatDayKey('2026-11-16', 'monthDay')).toBe('Nov 16');
    expect(formatDayKey('2026-03-08')).toBe('Mar 8, 2026');
    expect(formatDayKey('2026-11-01', 'long')).toBe('November 1, 2026');
  });
});

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
    expect(formatDateTime(new Date('2027-01-12T15:00:00Z'))).toBe('Tue, Jan 12, 2027, 10:00 AM');
  });
});

describe('wall-clock round trip over the clock changes', () => {
  it.each(['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02'])(
    'every bookable quarter hour of %s reads back as itself on that day',
    (day) => {
      for (let m = 7 * 60; m <= 20 * 60; m += 15) {
        const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const instant = businessInstant(day, time);
        expect([dayOf(instant), businessTime(instant), businessMinuteOfDay(instant)]).toEqual([day, time, m]);
      }
    },
  );
});

describe('a date and time with its zone named', () => {
  it('tells the two 1:30 AMs of the night the clocks go back apart', () => {
    expect(formatDateTimeWithZone('2026-11-01T05:30:00.000Z')).toBe('Sun, Nov 1, 2026, 1:30 AM EDT');
    expect(formatDateTimeWithZone('2026-11-01T06:30:00.000Z')).toBe('Sun, Nov 1, 2026, 1:30 AM EST');
  });
});

describe('isCalendarDay', () => {
  it('takes a real day written YYYY-MM-DD, a leap day in a leap year, and nothing else', () => {
    expect(['2026-11-29', '2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-11-9', '29/11/2026', ''].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
