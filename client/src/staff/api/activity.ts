import { teamApi } from '../../../../shared/api/team';
import { apiQuery } from '../../lib/call-api';

/** Whose activity (null: everyone's) and which page. */
export type ActivityView = { person: number | null; page: number };

/**
 * One page of the activity record: GET /api/team/activity?person=&page=. The Team page's changes
 * refresh it with the team (teamRefresh in team.ts).
 */
export const activityQuery = ({ person, page }: ActivityView) =>
  apiQuery(teamApi.activity, { query: { person: person === null ? undefined : String(person), page: String(page) } });
