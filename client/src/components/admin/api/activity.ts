import type { ActivityPage } from '../../../../../shared/activity';
import { getJson } from '../../../lib/api-request';
import { teamKey } from './team';
import { teamActivityPath } from '../../../../../shared/staff-api-paths';

/** Whose activity (null: everyone's) and which page. */
export type ActivityView = { person: number | null; page: number };

/**
 * One page of the activity record: GET /api/team/activity?person=&page=. Keyed under the team key,
 * so the Team page's changes (which refresh the team) refresh this list too.
 */
export function activityQuery(view: ActivityView) {
  const params = new URLSearchParams();
  if (view.person !== null) params.set('person', String(view.person));
  params.set('page', String(view.page));
  return {
    queryKey: [...teamKey, 'activity', view] as const,
    queryFn: () => getJson<ActivityPage>(`${teamActivityPath}?${params}`),
  };
}
