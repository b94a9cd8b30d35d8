import { addDays, type DayKey } from '../business-time';
import { addBusinessDays, isBusinessDay } from './cancellation-deadline';

/**
 * The default starting and completion dates of a contract (CGS 20-429 asks for both; the designer
 * may change them). The spec: "Most projects 3 to 4 weeks from consultation to installation", and
 * most installations take 1 to 2 days. Work days are the days the right to cancel counts: Saturdays
 * yes, Sundays and the legal holidays no.
 */

const leadTimeDays = 21;
/** A two-day installation finishes on the day after the start; one more day is the margin. */
const installationBusinessDays = 2;

type ContractSchedule = { startDay: DayKey; completionDay: DayKey };

/** Three weeks after acceptance (or the next work day), completed two work days later. */
export function defaultSchedule(acceptanceDay: DayKey): ContractSchedule {
  let startDay = addDays(acceptanceDay, leadTimeDays);
  while (!isBusinessDay(startDay)) startDay = addDays(startDay, 1);
  return { startDay, completionDay: addBusinessDays(startDay, installationBusinessDays) };
}
