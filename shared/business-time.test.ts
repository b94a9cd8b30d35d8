import { describe, expect, it } from 'vitest';
import { dayOf, formatDateTime, formatDay, formatSpreadsheetTime, yearOf } from './business-time';

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

  it('formats for staff in Connecticut time, saying so', () => {
    expect(formatDateTime(sundayEvening)).toBe('Nov 22, 2026, 8:00 PM ET');
    expect(formatDateTime('2026-07-04T16:30:00.000Z')).toBe('Jul 4, 2026, 12:30 PM ET');
    expect(formatDay(sundayEvening)).toBe('Nov 22, 2026');
    expect(formatDay(sundayEvening, 'long')).toBe('November 22, 2026');
    expect(formatDay(sundayEvening, 'monthDay')).toBe('Nov 22');
  });

  it('1:30 am on 1 November 2026 comes twice, as EDT then EST, and both read 1:30 AM', () => {
    expect(formatDateTime('2026-11-01T05:30:00.000Z')).toBe('Nov 1, 2026, 1:30 AM ET');
    expect(formatDateTime('2026-11-01T06:30:00.000Z')).toBe('Nov 1, 2026, 1:30 AM ET');
  });

  it('gives spreadsheets a 24-hour Connecticut time, midnight as 00', () => {
    expect(formatSpreadsheetTime(sundayEvening)).toBe('2026-11-22 20:00');
    expect(formatSpreadsheetTime('2026-11-23T05:05:00.000Z')).toBe('2026-11-23 00:05');
  });

  it('the year turns at midnight in Connecticut: 10 pm on New Year’s Eve is still the old year', () => {
    expect(yearOf(new Date('2027-01-01T03:00:00.000Z'))).toBe(2026);
    expect(yearOf(new Date('2027-01-01T05:00:00.000Z'))).toBe(2027);
  });
});
