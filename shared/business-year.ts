import { business } from './business';

let formatter: Intl.DateTimeFormat | undefined;

/**
 * The business's calendar year at an instant (the footer's copyright year, on every page), part of
 * Connecticut time (business-time.ts re-exports it) but apart from it, so the shell every page loads
 * carries only this. Every time zone is within a day of UTC, so away from 31 December and 1 January
 * the UTC year is the answer, and the page skips the formatter's first-use cost.
 */
export function yearOf(instant: Date | string): number {
  const at = new Date(instant);
  const month = at.getUTCMonth();
  const date = at.getUTCDate();
  const nearNewYear = (month === 11 && date === 31) || (month === 0 && date === 1);
  if (!nearNewYear) return at.getUTCFullYear();
  formatter ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: business.timeZone });
  return Number(formatter.format(at));
}
