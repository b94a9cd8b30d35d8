import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ConfirmIdentity } from '../../../../../shared/recent-auth';
import type { OwnRegistration } from '../../../../../shared/salesperson-registration';
import {
  accountConfirmPasskeyOptionsPath,
  accountConfirmPath,
  accountRegistrationPath,
  accountSessionsPath,
  passkeysPath,
  twoFactorPath,
} from '../../../../../shared/staff-api-paths';
import { apiRequest, getJson, sendJson } from '../../../lib/api-request';

export const accountSessionsKey = [accountSessionsPath] as const;
export const twoFactorKey = [twoFactorPath] as const;
export const passkeysKey = [passkeysPath] as const;

/** POST /api/account/confirm ("Confirm it's you") with a password, an app code or a passkey's answer. */
export const sendConfirmation = (proof: ConfirmIdentity) => apiRequest('POST', accountConfirmPath, proof);

/** POST /api/account/confirm/passkey-options: a challenge for this person's passkeys. */
export const fetchConfirmPasskeyOptions = () =>
  sendJson<PublicKeyCredentialRequestOptionsJSON>('POST', accountConfirmPasskeyOptionsPath);

export const accountRegistrationKey = [accountRegistrationPath] as const;

/** GET /api/account/registration: your own salesperson registration (the owner sets it on Team). */
export const accountRegistrationQuery = {
  queryKey: accountRegistrationKey,
  queryFn: () => getJson<OwnRegistration>(accountRegistrationPath),
};
