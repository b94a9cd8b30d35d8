import { addDays, dayOf, dayRange, formatDayKey, weekdayOf, type DayKey } from '../business-time';
import { ctHolidays } from './ct-holidays';

/**
 * The homeowner's right to cancel (the Home Solicitation Sales Act, CGS 42-134a and 42-135a):
 * until midnight at the end of the third business day after the day of the transaction, in
 * Connecticut. The statute counts Saturday as a business day; the Department of Consumer
 * Protection's sample notice of cancellation does not. The deadline printed and enforced is the
 * later of the two readings, so that no reading finds it short.
 */

const cancellationBusinessDays = 3;

const sunday = 0;
const saturday = 6;
const notBusinessDays = new Map<number, ReadonlySet<DayKey>>();

/**
 * The days of `year` that holidays take out of the count. A holiday kept on another day
 * (Independence Day 2026, a Saturday, is kept on Friday July 3) takes out both days: CGS 1-4 makes
 * the Friday the legal holiday, while 42-134a's own list of business holidays names Independence
 * Day itself. Leaving out both can only move the deadline later, which the buyer may always have;
 * counting either could state a deadline earlier than the law gives, and that notice would not hold.
 */
function holidaysIn(year: number): ReadonlySet<DayKey> {
  let days = notBusinessDays.get(year);
  if (!days) {
    const kept = [...ctHolidays(year - 1), ...ctHolidays(year)];
    days = new Set(kept.flatMap(({ day, date }) => [day, date]).filter((day) => day.startsWith(`${year}-`)));
    notBusinessDays.set(year, days);
  }
  return days;
}

/** A business day as the statute defines it (CGS 42-134a): any Connecticut day but Sunday and the holidays. */
export function isBusinessDay(day: DayKey): boolean {
  return weekdayOf(day) !== sunday && !holidaysIn(Number(day.slice(0, 4))).has(day);
}

/** A business day as the Department of Consumer Protection's sample notice counts them: Saturday out too. */
export function isWeekdayBusinessDay(day: DayKey): boolean {
  return weekdayOf(day) !== saturday && isBusinessDay(day);
}

/** The `count`th business day after `day` (`day` itself never counts), by the statute's reading unless given another. */
export function addBusinessDays(
  day: DayKey,
  count: number,
  isCounted: (day: DayKey) => boolean = isBusinessDay,
): DayKey {
  let current = day;
  for (let counted = 0; counted < count;) {
    current = addDays(current, 1);
    if (isCounted(current)) counted += 1;
  }
  return current;
}

type CancellationDeadline = {
  /** The last Connecticut day on which the buyer may cancel. */
  day: DayKey;
  /** Midnight at the end of that day: the first instant at which cancelling is too late. */
  endsAt: Date;
  /** "midnight at the end of Saturday, December 5, 2026" */
  text: string;
};

/**
 * The deadline to cancel a transaction made at `transactionAt`: the later of the statute's count
 * and the Department's (without Saturdays). Every page, PDF, e-mail and the cancel route use this one.
 */
export function cancellationDeadline(transactionAt: Date): CancellationDeadline {
  const transactionDay = dayOf(transactionAt);
  const byStatute = addBusinessDays(transactionDay, cancellationBusinessDays);
  const byDepartment = addBusinessDays(transactionDay, cancellationBusinessDays, isWeekdayBusinessDay);
  const day = byDepartment > byStatute ? byDepartment : byStatute;
  return {
    day,
    endsAt: dayRange(day).end,
    text: `midnight at the end of ${formatDayKey(day, 'weekdayYear')}`,
  };
}
