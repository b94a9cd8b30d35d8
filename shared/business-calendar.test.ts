import { describe, expect, it } from 'vitest';
import { addDays, dayRange, formatDayKey, lastDays, weekStartOf } from './business-calendar';
import { dayOf } from './business-time';

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
