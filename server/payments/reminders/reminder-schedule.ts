import { addDays, businessInstant, weekdayOf, type DayKey } from '../../../shared/business-time';

/** A payment due and unpaid is reminded this many Connecticut calendar days after the day it fell due. */
const reminderDays = [3, 7] as const;

/** A reminder found this long after its time (the site was down, or the job is older than the reminders) is not sent. */
const reminderStaleAfterDays = 3;

const sendsAt = '09:00';
const sunday = 0;

/**
 * The first instant reminder `afterDays` of a payment due from `dueOn` may go out: 9 AM, Connecticut
 * time, that many days later; a Sunday's waits for Monday morning.
 */
export function reminderAt(dueOn: DayKey, afterDays: number): Date {
  const day = addDays(dueOn, afterDays);
  return businessInstant(weekdayOf(day) === sunday ? addDays(day, 1) : day, sendsAt);
}

/**
 * The reminder to send now of a payment due from `dueOn`, if one's time has come: the latest (a job
 * found on day 8 gets the second, not both at once), and none once it is stale.
 */
export function reminderDueNow(dueOn: DayKey, now: Date): number | undefined {
  const latest = [...reminderDays].reverse().find((days) => now.getTime() >= reminderAt(dueOn, days).getTime());
  if (latest === undefined) return undefined;
  const stale = addDays(dueOn, latest + reminderStaleAfterDays);
  return now.getTime() < businessInstant(stale, sendsAt).getTime() ? latest : undefined;
}
