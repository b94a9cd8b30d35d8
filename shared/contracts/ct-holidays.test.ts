import { describe, expect, it } from 'vitest';
import { ctHolidays, easterSunday } from './ct-holidays';

const kept = (year: number) => ctHolidays(year).map(({ name, day }) => [day, name]);

describe('Connecticut legal holidays (CGS 1-4)', () => {
  it('lists 2026, Independence Day (a Saturday) kept on Friday July 3', () => {
    expect(kept(2026)).toEqual([
      ['2026-01-01', "New Year's Day"],
      ['2026-01-19', 'Martin Luther King Day'],
      ['2026-02-12', 'Lincoln Day'],
      ['2026-02-16', "Washington's Birthday"],
      ['2026-04-03', 'Good Friday'],
      ['2026-05-25', 'Memorial Day'],
      ['2026-06-19', 'Juneteenth'],
      ['2026-07-03', 'Independence Day'],
      ['2026-09-07', 'Labor Day'],
      ['2026-10-12', 'Columbus Day'],
      ['2026-11-11', "Veterans' Day"],
      ['2026-11-26', 'Thanksgiving'],
      ['2026-12-25', 'Christmas'],
    ]);
  });

  it('lists 2027 with its weekend shifts, ending with the New Year of 2028 kept on Friday Dec 31', () => {
    expect(kept(2027)).toEqual([
      ['2027-01-01', "New Year's Day"],
      ['2027-01-18', 'Martin Luther King Day'],
      ['2027-02-12', 'Lincoln Day'],
      ['2027-02-15', "Washington's Birthday"],
      ['2027-03-26', 'Good Friday'],
      ['2027-05-31', 'Memorial Day'],
      ['2027-06-18', 'Juneteenth'], // June 19 is a Saturday
      ['2027-07-05', 'Independence Day'], // July 4 is a Sunday
      ['2027-09-06', 'Labor Day'],
      ['2027-10-11', 'Columbus Day'],
      ['2027-11-11', "Veterans' Day"],
      ['2027-11-25', 'Thanksgiving'],
      ['2027-12-24', 'Christmas'], // December 25 is a Saturday
      ['2027-12-31', "New Year's Day"], // January 1, 2028 is a Saturday
    ]);
  });

  it('keeps each shifted holiday with its own date beside the day kept', () => {
    const christmas2027 = ctHolidays(2027).find((h) => h.name === 'Christmas');
    expect(christmas2027).toEqual({ name: 'Christmas', day: '2027-12-24', date: '2027-12-25' });
    expect(ctHolidays(2027).at(-1)).toEqual({ name: "New Year's Day", day: '2027-12-31', date: '2028-01-01' });
    expect(ctHolidays(2029).find((h) => h.name === "Veterans' Day")).toMatchObject({ day: '2029-11-12' });
  });

  it("lists a Saturday New Year's Day with the year before, and not twice", () => {
    expect(kept(2021).at(-1)).toEqual(['2021-12-31', "New Year's Day"]);
    expect(kept(2022).filter(([, name]) => name === "New Year's Day")).toEqual([]);
    expect(kept(2022)).toHaveLength(12);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    expect(kept(2029)).toContainEqual(['2029-11-12', "Veterans' Day"]);
    expect(kept(2022)).toContainEqual(['2022-12-26', 'Christmas']);
    expect(kept(2023)).toContainEqual(['2023-01-02', "New Year's Day"]);
    expect(kept(2023)).toContainEqual(['2023-02-13', 'Lincoln Day']);
  });

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('finds Easter %i on %s (Good Friday two days before)', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });
});
