import { passkeyRequestOptionsSchema, passkeySignInSchema, passwordSignInAnswerSchema } from '../passkeys';
import { adminSessionSchema, signInSchema } from '../team';
import { signInCodeSchema } from '../two-factor';
import { route } from './route';

/**
 * Signing in and out (server/team/auth-router.ts): the password, then the app's code or a
 * passkey for those who have one, or a passkey alone. Each attempt counts before its secret is checked.
 */
export const signInApi = {
  session: route({
    method: 'GET',
    path: '/api/admin/session',
    summary: 'Who is signed in, if anyone, and whether two-factor setup comes first',
    access: 'public',
    answer: adminSessionSchema,
  }),
  signIn: route({
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Sign in with an e-mail and password: a session, or the second step it asks for',
    access: 'public',
    body: signInSchema,
    answer: passwordSignInAnswerSchema,
  }),
  signInCode: route({
    method: 'POST',
    path: '/api/admin/login/code',
    summary: 'The second step: a code from the authenticator app, or a recovery code',
    access: 'public',
    body: signInCodeSchema,
    answer: adminSessionSchema,
  }),
  passkeyOptions: route({
    method: 'POST',
    path: '/api/admin/login/passkey/options',
    summary: 'A challenge for a passkey sign-in (only the waiting person’s passkeys after a password)',
    access: 'public',
    answer: passkeyRequestOptionsSchema,
  }),
  passkey: route({
    method: 'POST',
    path: '/api/admin/login/passkey',
    summary: 'Sign in with a passkey’s answer to the challenge',
    access: 'public',
    body: passkeySignInSchema,
    answer: adminSessionSchema,
  }),
  signOut: route({
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Sign out: this session ends',
    access: 'public',
    answer: adminSessionSchema,
  }),
};
