import { teamApi } from '../../../../shared/api/team';
import { pathTo } from '../../../../shared/api/route';
import type { InvitationInput, TeamSettings } from '../../../../shared/team-schema';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET /api/team: the people, pending invitations and whether a mail server is configured. */
export const teamQuery = apiQuery(teamApi.team);
const teamKey = teamQuery.queryKey;

/** Every page of the activity record (activity.ts). */
const activityKey = [pathTo(teamApi.activity)] as const;

/** What a change on the Team page moves: the team, and the activity record that notes the change. */
export const teamRefresh = [teamKey, activityKey] as const;

/** GET /api/team/settings: the sign-in rule for everyone. */
export const teamSettingsQuery = apiQuery(teamApi.settings);
export const teamSettingsKey = teamSettingsQuery.queryKey;

/** PUT /api/team/settings */
export const saveTeamSettings = (settings: TeamSettings) => callApi(teamApi.saveSettings, { body: settings });

/** POST /api/team/invitations: the answer carries the link, this once. */
export const sendInvitation = (invitation: InvitationInput) => callApi(teamApi.invite, { body: invitation });

/** POST /api/team/invitations/:id/resend: a new link (the old one stops working). */
export const resendInvitation = (id: number) => callApi(teamApi.resendInvitation, { params: { id } });

/** DELETE /api/team/invitations/:id */
export const revokeInvitation = (id: number) => callApi(teamApi.revokeInvitation, { params: { id } });

/** POST /api/team/people/:id/disable and …/enable. */
export const disablePerson = (id: number) => callApi(teamApi.disable, { params: { id } });
export const enablePerson = (id: number) => callApi(teamApi.enable, { params: { id } });

/** POST /api/team/people/:id/end-sessions: signed out everywhere. */
export const endSessionsOf = (id: number) => callApi(teamApi.endSessions, { params: { id } });

/** PUT /api/team/people/:id/registration: set, or clear with an empty value. */
export const saveRegistration = (id: number, salespersonRegistration: string) =>
  callApi(teamApi.registration, { params: { id }, body: { salespersonRegistration } });

/** GET /api/team/people/:id/open-work: what they still have, before they are disabled. */
export const openWorkQuery = (id: number) => apiQuery(teamApi.openWork, { params: { id } });

/** POST /api/team/people/:id/handover: all of it to another active person. */
export const handOver = (id: number, to: number) => callApi(teamApi.handover, { params: { id }, body: { to } });
