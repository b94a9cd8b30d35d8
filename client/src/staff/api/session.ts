import type { QueryClient } from '@tanstack/react-query';
import { signInApi } from '../../../../shared/api/sign-in';
import type { PasskeySignIn } from '../../../../shared/passkeys';
import type { AdminSession, SignIn } from '../../../../shared/team';
import type { SignInCode } from '../../../../shared/two-factor';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET /api/admin/session: signed in (who, and whether two-factor setup comes first) or not. */
export const sessionQuery = apiQuery(signInApi.session);

export const sessionKey = sessionQuery.queryKey;

/** POST /api/admin/login: a session, or the second step (the app's code or a passkey). */
export const signIn = (body: SignIn) => callApi(signInApi.signIn, { body });

/** POST /api/admin/login/code: the second step with the app's code or a recovery code. */
export const signInWithCode = (body: SignInCode) => callApi(signInApi.signInCode, { body });

/** POST /api/admin/login/passkey/options: a challenge for the browser's passkey. */
export const passkeySignInOptions = () => callApi(signInApi.passkeyOptions);

/** POST /api/admin/login/passkey: the passkey's answer to the challenge. */
export const signInWithPasskey = (body: PasskeySignIn) => callApi(signInApi.passkey, { body });

/** POST /api/admin/logout */
export const signOut = () => callApi(signInApi.signOut);

/**
 * Signed in or out: every admin answer cached before is dropped (e.g. approved-only testimonials
 * read while signed out, or another person's lists) and the session takes its place.
 */
export function replaceSession(queryClient: QueryClient, session: AdminSession) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData<AdminSession>(sessionKey, session);
}
