import type { DayKey } from '../../../../../shared/business-time';
import type { MyDay } from '../../../../../shared/my-day';
import { myDayPath } from '../../../../../shared/staff-api-paths';
import { getJson } from '../../../lib/api-request';

export const myDayKey = [myDayPath] as const;

/** One person's day: GET /api/my-day?day=…[&designerId=…]; `designerId` null for the signed-in person. */
export function myDayQuery(day: DayKey, designerId: number | null) {
  const params = new URLSearchParams({ day });
  if (designerId !== null) params.set('designerId', String(designerId));
  return {
    queryKey: [...myDayKey, day, designerId] as const,
    queryFn: () => getJson<MyDay>(`${myDayPath}?${params}`),
  };
}
