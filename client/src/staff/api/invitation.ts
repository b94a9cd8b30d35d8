import { invitationApi } from '../../../../shared/api/invitation';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET /api/invitations/:token: whether the e-mailed link still works, and whom it invites. */
export const invitationQuery = (token: string) => apiQuery(invitationApi.lookUp, { params: { token } });

/** POST /api/invitations/:token: the new member's password, which signs them in. */
export const acceptInvitation = (token: string, password: string) =>
  callApi(invitationApi.accept, { params: { token }, body: { password } });
