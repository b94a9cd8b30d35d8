import { addDays, formatDayKey, type DayKey } from '../business-time';

/** How far ahead a proposal may hold its prices: its link dies with its valid-until day. */
const maxValidDays = 90;

/** The last valid-until day allowed on a Connecticut day (today's, in the editor and the API). */
export const latestValidUntil = (today: DayKey): DayKey => addDays(today, maxValidDays);

const validUntilTooFarMessage = (today: DayKey) =>
  `Valid until must be within ${maxValidDays} days of today (by ${formatDayKey(latestValidUntil(today), 'long')}).`;

/** Why a valid-until day cannot be saved or sent today, or undefined when it can. */
export const validUntilProblem = (validUntil: DayKey, today: DayKey): string | undefined =>
  validUntil > latestValidUntil(today) ? validUntilTooFarMessage(today) : undefined;
