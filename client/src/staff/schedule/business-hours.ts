import { formatWallClock } from '../../../../shared/business-time';
import { business } from '../../../../shared/business';

/** "Monday to Saturday, 8:00 AM to 6:00 PM": the hours that apply to a designer who set none. */
export const businessHoursSummary = `${business.hours.days[0]} to ${business.hours.days.at(-1)}, ${formatWallClock(
  business.hours.opens,
)} to ${formatWallClock(business.hours.closes)}`;
