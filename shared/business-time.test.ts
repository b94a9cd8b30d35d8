import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  dayRange,
  daysFrom,
  formatDateTime,
  formatDay,
  formatDayKey,
  formatSpreadsheetTime,
  lastDays,
  weekStartOf,
  yearOf,
} from './business-time';

const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('business time (America/New_York)', () => {
  // Sunday 22 November 2026, 8 pm EST, is already Monday the 23rd in UTC.
  const sundayEvening = '2026-11-23T01:00:00.000Z';

  it('a lead at 8 pm on a Sunday belongs to that Sunday and to the week that started the Monday before', () => {
    expect(dayOf(sundayEvening)).toBe('2026-11-22');
    expect(weekStartOf(dayOf(sundayEvening))).toBe('2026-11-16');
    expect(weekStartOf(dayOf('2026-11-23T05:00:00.000Z'))).toBe('2026-11-23'); // Monday, midnight EST
    expect(weekStartOf(dayOf('2026-11-23T04:59:59.999Z'))).toBe('2026-11-16');
  });

  it('formats for staff in Connecticut time, saying so', () => {
    expect(formatDateTime(sundayEvening)).toBe('Nov 22, 2026, 8:00 PM ET');
    expect(formatDateTime('2026-07-04T16:30:00.000Z')).toBe('Jul 4, 2026, 12:30 PM ET');
    expect(formatDay(sundayEvening)).toBe('Nov 22, 2026');
    expect(formatDay(sundayEvening, 'long')).toBe('November 22, 2026');
    expect(formatDayKey('2026-11-16', 'monthDay')).toBe('Nov 16');
    expect(formatDayKey('2026-03-08')).toBe('Mar 8, 2026');
    expect(formatSpreadsheetTime(sundayEvening)).toBe('2026-11-22 20:00');
    expect(yearOf(new Date('2027-01-01T03:00:00.000Z'))).toBe(2026); // 10 pm on New Year's Eve
  });

  it.each([
    // 8 March 2026: clocks jump from 2:00 EST to 3:00 EDT, a 23-hour day.
    ['2026-03-08', 23, ['2026-03-08T05:30:00.000Z', '2026-03-08T06:30:00.000Z', '2026-03-09T03:30:00.000Z']],
    // 1 November 2026: 1:00 to 2:00 comes twice (EDT, then EST), a 25-hour day.
    [
      '2026-11-01',
      25,
      ['2026-11-01T04:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-02T04:30:00.000Z'],
    ],
  ])('%s has %i hours, and its events at 00:30, 01:30 and 23:30 all land on it', (day, length, events) => {
    const range = dayRange(day);
    expect(hours(range)).toBe(length);
    for (const at of events) {
      expect(dayOf(at)).toBe(day);
      expect(new Date(at) >= range.start && new Date(at) < range.end).toBe(true);
    }
    expect(dayOf(new Date(range.start.getTime() - 1))).toBe(addDays(day, -1));
    expect(dayOf(range.end)).toBe(addDays(day, 1));
  });

  it('1:30 am on 1 November 2026 comes twice, as EDT then EST, and both read 1:30 AM', () => {
    expect(formatDateTime('2026-11-01T05:30:00.000Z')).toBe('Nov 1, 2026, 1:30 AM ET');
    expect(formatDateTime('2026-11-01T06:30:00.000Z')).toBe('Nov 1, 2026, 1:30 AM ET');
  });

  it.each([
    ['2026-03-05', '2026-03-11'],
    ['2026-10-29', '2026-11-04'],
  ])('a day series from %s to %s, over a clock change, has each day once', (from, to) => {
    const days = daysFrom(from, to);
    expect(days).toHaveLength(7);
    expect(new Set(days).size).toBe(7);
    expect(days[0]).toBe(from);
    expect(days.at(-1)).toBe(to);
    const lengths = days.map((d) => hours(dayRange(d)));
    expect(lengths.filter((h) => h !== 24)).toHaveLength(1);
    // The days tile time: each ends where the next starts.
    for (let i = 1; i < days.length; i++) {
      expect(dayRange(days[i] as string).start).toEqual(dayRange(days[i - 1] as string).end);
    }
  });

  it('the last N days are ET days ending today, bounded by ET midnights', () => {
    const range = lastDays(30, new Date(sundayEvening));
    expect(range).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
      start: new Date('2026-10-24T04:00:00.000Z'), // midnight EDT
      end: new Date('2026-11-23T05:00:00.000Z'), // midnight EST
    });
    expect(daysFrom(range.from, range.to)).toHaveLength(30);
    // Across the spring change: 9 March back to 8 March is one day.
    expect(lastDays(2, new Date('2026-03-09T16:00:00.000Z'))).toMatchObject({ from: '2026-03-08', to: '2026-03-09' });
  });

  it('weeks start on Monday, over month, year and DST boundaries', () => {
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26'); // Sunday of the 25-hour day
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02'); // Sunday of the 23-hour day
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});
