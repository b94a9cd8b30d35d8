import * as z from 'zod/mini';
import {
  addPasskeySchema,
  passkeyAddedSchema,
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeyRequestOptionsSchema,
} from '../passkeys';
import { confirmIdentitySchema } from '../recent-auth';
import { ownRegistrationSchema } from '../salesperson-registration';
import {
  accountSessionsSchema,
  changePasswordSchema,
  passwordChangedSchema,
  sessionEndedSchema,
  sessionsEndedSchema,
} from '../team';
import {
  confirmTwoFactorSchema,
  recoveryCodesSchema,
  turnOffTwoFactorSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../two-factor';
import { literalValue } from './lean-schemas';
import { route } from './route';

const own = { permission: 'account:own' } as const;
const done = z.object({ success: literalValue(true) });
/** An opaque id the handler looks up among the person's own (another's answers as a missing one). */
const idParams = z.object({ id: z.string() });

/**
 * Your account (everyone signed in): your sessions, your password, "Confirm it's you", two-factor
 * sign-in and passkeys. Changing how you sign in needs a recent confirmation (a 403 asks for one).
 */
export const accountApi = {
  registration: route({
    method: 'GET',
    path: '/api/account/registration',
    summary: 'Your own salesperson registration (the owner sets it on Team)',
    access: own,
    answer: ownRegistrationSchema,
  }),
  sessions: route({
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'The browsers signed in to your account, most recently active first',
    access: own,
    answer: accountSessionsSchema,
  }),
  endSession: route({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: 'End one of your sessions (this one signs you out)',
    access: own,
    params: idParams,
    answer: sessionEndedSchema,
  }),
  endOtherSessions: route({
    method: 'POST',
    path: '/api/account/sessions/end-others',
    summary: 'Sign out everywhere but here',
    access: own,
    answer: sessionsEndedSchema,
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/account/password',
    summary: 'Change your password (and, if asked, sign out your other sessions)',
    access: own,
    body: changePasswordSchema,
    answer: passwordChangedSchema,
  }),
  confirmPasskeyOptions: route({
    method: 'POST',
    path: '/api/account/confirm/passkey-options',
    summary: 'A challenge for confirming it’s you with one of your passkeys',
    access: own,
    answer: passkeyRequestOptionsSchema,
  }),
  confirm: route({
    method: 'POST',
    path: '/api/account/confirm',
    summary: 'Confirm it’s you with your password, an app code or a passkey, for a few minutes',
    access: own,
    body: confirmIdentitySchema,
    answer: done,
  }),
  twoFactor: route({
    method: 'GET',
    path: '/api/account/two-factor',
    summary: 'Whether your two-factor sign-in is on, and how many recovery codes are left',
    access: own,
    answer: twoFactorStatusSchema,
  }),
  startTwoFactor: route({
    method: 'POST',
    path: '/api/account/two-factor/setup',
    summary: 'Start setting up an authenticator app: its secret, as text and as a QR code',
    access: own,
    answer: twoFactorSetupSchema,
  }),
  confirmTwoFactor: route({
    method: 'POST',
    path: '/api/account/two-factor/confirm',
    summary: 'Turn two-factor sign-in on with the app’s first code: the recovery codes, shown once',
    access: own,
    body: confirmTwoFactorSchema,
    answer: recoveryCodesSchema,
  }),
  turnOffTwoFactor: route({
    method: 'DELETE',
    path: '/api/account/two-factor',
    summary: 'Turn two-factor sign-in off (asks for your password)',
    access: own,
    body: turnOffTwoFactorSchema,
    answer: done,
  }),
  passkeys: route({
    method: 'GET',
    path: '/api/account/passkeys',
    summary: 'Your passkeys, oldest first',
    access: own,
    answer: passkeyListSchema,
  }),
  passkeyOptions: route({
    method: 'POST',
    path: '/api/account/passkeys/options',
    summary: 'A challenge for adding a passkey',
    access: own,
    answer: passkeyCreationOptionsSchema,
  }),
  addPasskey: route({
    method: 'POST',
    path: '/api/account/passkeys',
    summary: 'Keep the passkey the browser made, under a name',
    access: own,
    body: addPasskeySchema,
    answer: passkeyAddedSchema,
    status: 201,
  }),
  removePasskey: route({
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    summary: 'Remove one of your passkeys',
    access: own,
    params: idParams,
    answer: done,
  }),
};
