import { accountApi } from '../../../../shared/api/account';
import type { AddPasskey } from '../../../../shared/passkeys';
import type { ConfirmIdentity } from '../../../../shared/recent-auth';
import type { ChangePassword } from '../../../../shared/team';
import type { ConfirmTwoFactor, TurnOffTwoFactor } from '../../../../shared/two-factor';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET /api/account/sessions: where you are signed in. */
export const accountSessionsQuery = apiQuery(accountApi.sessions);
export const accountSessionsKey = accountSessionsQuery.queryKey;

/** DELETE /api/account/sessions/:id: `signedOut` when it was this browser's. */
export const endSession = (id: string) => callApi(accountApi.endSession, { params: { id } });

/** POST /api/account/sessions/end-others */
export const endOtherSessions = () => callApi(accountApi.endOtherSessions);

/** POST /api/account/password */
export const changePassword = (change: ChangePassword) => callApi(accountApi.changePassword, { body: change });

/** POST /api/account/confirm ("Confirm it's you") with a password, an app code or a passkey's answer. */
export const sendConfirmation = (proof: ConfirmIdentity) => callApi(accountApi.confirm, { body: proof });

/** POST /api/account/confirm/passkey-options: a challenge for this person's passkeys. */
export const fetchConfirmPasskeyOptions = () => callApi(accountApi.confirmPasskeyOptions);

/** GET /api/account/two-factor */
export const twoFactorQuery = apiQuery(accountApi.twoFactor);
export const twoFactorKey = twoFactorQuery.queryKey;

/** POST /api/account/two-factor/setup: the app's secret, as text and as a QR code. */
export const startTwoFactorSetup = () => callApi(accountApi.startTwoFactor);

/** POST /api/account/two-factor/confirm: the recovery codes, shown once. */
export const confirmTwoFactor = (code: ConfirmTwoFactor) => callApi(accountApi.confirmTwoFactor, { body: code });

/** DELETE /api/account/two-factor, with the current password. */
export const turnOffTwoFactor = (proof: TurnOffTwoFactor) => callApi(accountApi.turnOffTwoFactor, { body: proof });

/** GET /api/account/passkeys */
export const passkeysQuery = apiQuery(accountApi.passkeys);
export const passkeysKey = passkeysQuery.queryKey;

/** POST /api/account/passkeys/options: what the browser needs to create a passkey. */
export const passkeyCreationOptions = () => callApi(accountApi.passkeyOptions);

/** POST /api/account/passkeys: keeps the passkey the browser made. */
export const addPasskey = (passkey: AddPasskey) => callApi(accountApi.addPasskey, { body: passkey });

/** DELETE /api/account/passkeys/:id */
export const removePasskey = (id: string) => callApi(accountApi.removePasskey, { params: { id } });

/** GET /api/account/registration: your own salesperson registration (the owner sets it on Team). */
export const accountRegistrationQuery = apiQuery(accountApi.registration);
