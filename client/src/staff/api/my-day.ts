import { myDayApi } from '../../../../shared/api/my-day';
import type { DayKey } from '../../../../shared/business-time';
import { apiQuery } from '../../lib/call-api';

/** One person's day: GET /api/my-day?day=…[&designerId=…]; `designerId` null for the signed-in person. */
export const myDayQuery = (day: DayKey, designerId: number | null) =>
  apiQuery(myDayApi.read, { query: { day, designerId: designerId === null ? undefined : String(designerId) } });
