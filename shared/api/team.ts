import * as z from 'zod/mini';
import { activityPageSchema, activityQuerySchema } from '../activity';
import { idParams } from '../id-schema';
import { salespersonRegistrationSchema } from '../salesperson-registration';
import { accountSessionsSchema, sessionsEndedSchema } from '../team';
import {
  handedOverSchema,
  handoverSchema,
  invitationSchema,
  invitationSentSchema,
  openWorkSchema,
  teamAnswerSchema,
  teamPersonSchema,
  teamSettingsSchema,
} from '../team-schema';
import { okAnswer } from './ok-answer';
import { route } from './route';

const manage = { permission: 'team:manage' } as const;

/**
 * The Team page (owners): the people and their invitations, disabling someone with a handover of
 * their open work, their sessions and registration, the activity record and the team's rules.
 */
export const teamApi = /* @__PURE__ */ (() => {
  const person = idParams('Person');
  const invitation = idParams('Invitation');
  const personAnswer = z.object({ person: teamPersonSchema });
  return {
    team: route({
      method: 'GET',
      path: '/api/team',
      summary: 'The people on the team, the pending invitations, and whether anything can be e-mailed',
      access: manage,
      answer: teamAnswerSchema,
    }),
    activity: route({
      method: 'GET',
      path: '/api/team/activity',
      summary: 'The activity record, newest first, a page at a time, optionally one person’s',
      access: manage,
      query: activityQuerySchema,
      answer: activityPageSchema,
    }),
    settings: route({
      method: 'GET',
      path: '/api/team/settings',
      summary: 'The team’s rules: whether everyone must sign in with two factors',
      access: manage,
      answer: teamSettingsSchema,
    }),
    saveSettings: route({
      method: 'PUT',
      path: '/api/team/settings',
      summary: 'Require two-factor sign-in of everyone, or leave it to each person',
      access: manage,
      body: teamSettingsSchema,
      answer: teamSettingsSchema,
    }),
    invite: route({
      method: 'POST',
      path: '/api/team/invitations',
      summary: 'Invite someone to the team; the link is in the answer, this once',
      access: manage,
      body: invitationSchema,
      status: 201,
      answer: invitationSentSchema,
    }),
    resendInvitation: route({
      method: 'POST',
      path: '/api/team/invitations/:id/resend',
      summary: 'Send an invitation again with a new link (the old one stops working)',
      access: manage,
      params: invitation,
      answer: invitationSentSchema,
    }),
    revokeInvitation: route({
      method: 'DELETE',
      path: '/api/team/invitations/:id',
      summary: 'Withdraw an invitation not yet used',
      access: manage,
      params: invitation,
      answer: okAnswer,
    }),
    disable: route({
      method: 'POST',
      path: '/api/team/people/:id/disable',
      summary: 'Disable someone: signed out everywhere, their links ended',
      access: manage,
      params: person,
      answer: personAnswer,
    }),
    enable: route({
      method: 'POST',
      path: '/api/team/people/:id/enable',
      summary: 'Let a disabled person sign in again',
      access: manage,
      params: person,
      answer: personAnswer,
    }),
    registration: route({
      method: 'PUT',
      path: '/api/team/people/:id/registration',
      summary: 'Set or clear someone’s salesperson registration',
      access: manage,
      params: person,
      body: salespersonRegistrationSchema,
      answer: personAnswer,
    }),
    sessions: route({
      method: 'GET',
      path: '/api/team/people/:id/sessions',
      summary: 'Where someone is signed in, most recently active first',
      access: manage,
      params: person,
      answer: accountSessionsSchema,
    }),
    endSessions: route({
      method: 'POST',
      path: '/api/team/people/:id/end-sessions',
      summary: 'Sign someone out everywhere',
      access: manage,
      params: person,
      answer: sessionsEndedSchema,
    }),
    openWork: route({
      method: 'GET',
      path: '/api/team/people/:id/open-work',
      summary: 'Someone’s open leads and coming consultations, before they are disabled',
      access: manage,
      params: person,
      answer: openWorkSchema,
    }),
    handover: route({
      method: 'POST',
      path: '/api/team/people/:id/handover',
      summary: 'Give all of someone’s open leads and coming consultations to another active person',
      access: manage,
      params: person,
      body: handoverSchema,
      answer: handedOverSchema,
    }),
  };
})();
