import { addDays, weekdayOf, type DayKey } from '../business-time';

/**
 * The legal holidays of Connecticut (CGS 1-4), as Connecticut calendar days. Good Friday and
 * Thanksgiving are holidays through the statute's "day appointed or recommended by the Governor or
 * the President": both are proclaimed every year on the dates computed here.
 */

type CtHolidayName =
  | "New Year's Day"
  | 'Martin Luther King Day'
  | 'Lincoln Day'
  | "Washington's Birthday"
  | 'Good Friday'
  | 'Memorial Day'
  | 'Juneteenth'
  | 'Independence Day'
  | 'Labor Day'
  | 'Columbus Day'
  | "Veterans' Day"
  | 'Thanksgiving'
  | 'Christmas';

type CtHoliday = {
  name: CtHolidayName;
  /** The legal holiday: the day the law keeps, after the weekend shift. */
  day: DayKey;
  /** The holiday's own date; differs from `day` when it fell on a weekend (July 4 for July 3). */
  date: DayKey;
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (year: number, month: number, date: number): DayKey => `${year}-${pad(month)}-${pad(date)}`;

/** The `nth` given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): DayKey {
  const first = dayKey(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1));
}

/** The last given weekday on or before `day`. */
const lastWeekdayBy = (day: DayKey, weekday: number): DayKey => addDays(day, -((weekdayOf(day) - weekday + 7) % 7));

/** Easter Sunday in the Gregorian calendar (the anonymous computus of Meeus, Jones and Butcher). */
export function easterSunday(year: number): DayKey {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayKey(year, month, date);
}

/** A fixed date on a Sunday is kept on the Monday after, one on a Saturday on the Friday before. */
function fixed(name: CtHolidayName, date: DayKey): CtHoliday {
  const shift = { 0: 1, 6: -1 }[weekdayOf(date)] ?? 0;
  return { name, day: addDays(date, shift), date };
}

const onItsDay = (name: CtHolidayName, date: DayKey): CtHoliday => ({ name, day: date, date });

/** The holidays whose dates fall in `year`, whichever year they are kept in. */
function holidaysDated(year: number): CtHoliday[] {
  return [
    fixed("New Year's Day", dayKey(year, 1, 1)),
    onItsDay('Martin Luther King Day', nthWeekday(year, 1, 1, 3)),
    fixed('Lincoln Day', dayKey(year, 2, 12)),
    onItsDay("Washington's Birthday", nthWeekday(year, 2, 1, 3)),
    onItsDay('Good Friday', addDays(easterSunday(year), -2)),
    onItsDay('Memorial Day', lastWeekdayBy(dayKey(year, 5, 31), 1)),
    fixed('Juneteenth', dayKey(year, 6, 19)),
    fixed('Independence Day', dayKey(year, 7, 4)),
    onItsDay('Labor Day', nthWeekday(year, 9, 1, 1)),
    onItsDay('Columbus Day', nthWeekday(year, 10, 1, 2)),
    fixed("Veterans' Day", dayKey(year, 11, 11)),
    onItsDay('Thanksgiving', nthWeekday(year, 11, 4, 4)),
    fixed('Christmas', dayKey(year, 12, 25)),
  ];
}

const byYear = new Map<number, readonly CtHoliday[]>();

/**
 * The legal holidays kept in `year`, in calendar order. A New Year's Day on a Saturday is kept on
 * December 31 before it, so it is listed with the year before (2022's with 2021).
 */
export function ctHolidays(year: number): readonly CtHoliday[] {
  let list = byYear.get(year);
  if (!list) {
    list = [...holidaysDated(year), ...holidaysDated(year + 1)]
      .filter((holiday) => holiday.day.startsWith(`${year}-`))
      .sort((a, b) => a.day.localeCompare(b.day));
    byYear.set(year, list);
  }
  return list;
}
