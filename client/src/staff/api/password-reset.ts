import { passwordResetApi } from '../../../../shared/api/password-reset';
import type { ForgotPassword } from '../../../../shared/team';
import { apiQuery, callApi } from '../../lib/call-api';

/** POST /api/admin/forgot-password: the same answer whether or not the e-mail belongs to anyone. */
export const sendResetLink = (request: ForgotPassword) => callApi(passwordResetApi.forgot, { body: request });

/** GET /api/password-resets/:token: whether the e-mailed link still works, and for whom. */
export const resetLinkQuery = (token: string) => apiQuery(passwordResetApi.lookUp, { params: { token } });

/** POST /api/password-resets/:token: the new password (nobody is signed in by it). */
export const resetPassword = (token: string, password: string) =>
  callApi(passwordResetApi.reset, { params: { token }, body: { password } });
