import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ConfirmIdentity } from '../../../../../shared/recent-auth';
import { apiRequest } from '../../../lib/api-request';

/** The person closed "Confirm it's you": the change they asked for is not made. */
export class ConfirmationCancelled extends Error {
  override name = 'ConfirmationCancelled';
  constructor() {
    super('Nothing was changed: it was not confirmed that it’s you.');
  }
}

/** POST /api/account/confirm with a password, an app code or a passkey's answer. */
export const sendConfirmation = (proof: ConfirmIdentity) => apiRequest('POST', '/api/account/confirm', proof);

/** Asks the server for a challenge for this person's passkeys, then the browser for a signature. */
export async function confirmWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = (await (
    await apiRequest('POST', '/api/account/confirm/passkey-options')
  ).json()) as PublicKeyCredentialRequestOptionsJSON;
  const response: AuthenticationResponseJSON = await startAuthentication({ optionsJSON });
  await sendConfirmation({ response } as ConfirmIdentity);
}
