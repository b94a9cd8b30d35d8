import * as z from 'zod/mini';
import { forgotPasswordSchema, resetLookupSchema, resetPasswordSchema } from '../team';
import { literalValue } from './lean-schemas';
import { route } from './route';

/** The link's token, as the e-mail carries it (the handler looks it up). */
const tokenParams = z.object({ token: z.string() });

/** "Forgot password?" and the e-mailed link that chooses a new one; a reset never signs anyone in. */
export const passwordResetApi = {
  forgot: route({
    method: 'POST',
    path: '/api/admin/forgot-password',
    summary: 'E-mail a link to choose a new password (the same answer whether or not the e-mail is known)',
    access: 'public',
    body: forgotPasswordSchema,
    answer: z.object({ success: literalValue(true), message: z.string() }),
  }),
  lookUp: route({
    method: 'GET',
    path: '/api/password-resets/:token',
    summary: 'Whether a reset link still works, and for whom (changes nothing)',
    access: 'secret-link',
    params: tokenParams,
    answer: resetLookupSchema,
  }),
  reset: route({
    method: 'POST',
    path: '/api/password-resets/:token',
    summary: 'Choose the new password',
    access: 'secret-link',
    params: tokenParams,
    body: resetPasswordSchema,
    answer: z.object({ success: literalValue(true) }),
  }),
};
