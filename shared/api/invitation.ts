import * as z from 'zod/mini';
import { acceptInvitationSchema, adminSessionSchema, invitationLookupSchema } from '../team';
import { route } from './route';

/** The invitation's token, as the e-mail carries it (the handler looks it up). */
const tokenParams = z.object({ token: z.string() });

/** The invitation link a new team member follows from the e-mail. */
export const invitationApi = {
  lookUp: route({
    method: 'GET',
    path: '/api/invitations/:token',
    summary: 'Whether an invitation link still works, and whom it invites (changes nothing)',
    access: 'secret-link',
    params: tokenParams,
    answer: invitationLookupSchema,
  }),
  accept: route({
    method: 'POST',
    path: '/api/invitations/:token',
    summary: 'Accept the invitation: choose a password, which signs the new member in',
    access: 'secret-link',
    params: tokenParams,
    body: acceptInvitationSchema,
    answer: adminSessionSchema,
    status: 201,
  }),
};
