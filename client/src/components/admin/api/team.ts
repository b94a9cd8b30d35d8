import { teamPath, teamSettingsPath } from '../../../../../shared/staff-api-paths';
import type { TeamAnswer } from '../../../../../shared/team-schema';
import type { TeamSettings } from '../../../../../shared/team-schema';
import { getJson } from '../../../lib/api-request';

export const teamKey = [teamPath] as const;
export const teamSettingsKey = [teamSettingsPath] as const;

/** GET /api/team: the people, pending invitations and whether a mail server is configured. */
export const teamQuery = { queryKey: teamKey, queryFn: () => getJson<TeamAnswer>(teamPath) };

/** GET /api/team/settings: the sign-in rule for everyone. */
export const teamSettingsQuery = { queryKey: teamSettingsKey, queryFn: () => getJson<TeamSettings>(teamSettingsPath) };
