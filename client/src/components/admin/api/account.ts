import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ConfirmIdentity } from '../../../../../shared/recent-auth';
import {
  accountConfirmPasskeyOptionsPath,
  accountConfirmPath,
  accountSessionsPath,
  passkeysPath,
  twoFactorPath,
} from '../../../../../shared/staff-api-paths';
import { apiRequest, sendJson } from '../../../lib/api-request';

export const accountSessionsKey = [accountSessionsPath] as const;
export const twoFactorKey = [twoFactorPath] as const;
export const passkeysKey = [passkeysPath] as const;

/** POST /api/account/confirm ("Confirm it's you") with a password, an app code or a passkey's answer. */
export const sendConfirmation = (proof: ConfirmIdentity) => apiRequest('POST', accountConfirmPath, proof);

/** POST /api/account/confirm/passkey-options: a challenge for this person's passkeys. */
export const fetchConfirmPasskeyOptions = () =>
  sendJson<PublicKeyCredentialRequestOptionsJSON>('POST', accountConfirmPasskeyOptionsPath);
