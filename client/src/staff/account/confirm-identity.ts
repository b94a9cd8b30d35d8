import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import type { ConfirmIdentity } from '../../../../shared/recent-auth';
import { fetchConfirmPasskeyOptions, sendConfirmation } from '../api/account';

/** The person closed "Confirm it's you": the change they asked for is not made. */
export class ConfirmationCancelled extends Error {
  override name = 'ConfirmationCancelled';
  constructor() {
    super('Nothing was changed: it was not confirmed that it’s you.');
  }
}

/** Asks the server for a challenge for this person's passkeys, then the browser for a signature. */
export async function confirmWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await fetchConfirmPasskeyOptions();
  const response: AuthenticationResponseJSON = await startAuthentication({ optionsJSON });
  await sendConfirmation({ response } as ConfirmIdentity);
}
