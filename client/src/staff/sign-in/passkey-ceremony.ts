import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { ApiError } from '../../lib/api-request';
import { passkeyCreationOptions } from '../api/account';
import { passkeySignInOptions } from '../api/session';

/**
 * The browser's half of passkeys. @simplewebauthn/browser is loaded only when a passkey is used, so
 * it stays in the dashboard's chunks and out of the public pages.
 */
const webAuthn = () => import('@simplewebauthn/browser');

/** The browser cannot do WebAuthn at all (an old browser, or a page not on HTTPS or localhost). */
class PasskeysUnsupported extends Error {
  override name = 'PasskeysUnsupported';
}

async function supported() {
  const lib = await webAuthn();
  if (!lib.browserSupportsWebAuthn()) throw new PasskeysUnsupported('WebAuthn is not available');
  return lib;
}

/** Asks the server for a challenge, then the browser (and the person) for a new passkey. */
export async function createPasskey(): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await supported();
  return startRegistration({ optionsJSON: await passkeyCreationOptions() });
}

/** Asks the server for a challenge, then the browser for a passkey's signature over it. */
export async function askForPasskey(): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await supported();
  return startAuthentication({ optionsJSON: await passkeySignInOptions() });
}

/** What went wrong with a passkey, in words for the person; `serverText` for the server's own refusals. */
export function passkeyErrorMessage(err: unknown, serverText: (err: ApiError) => string): string {
  if (err instanceof ApiError) return serverText(err);
  if (err instanceof PasskeysUnsupported) {
    return 'This browser does not support passkeys. Use your password, or try an up-to-date browser.';
  }
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  // The person closed the browser's dialog, it timed out, or no passkey for this site was chosen.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return 'Passkeys are not available here. Use your password instead.';
  }
  return 'The passkey did not work. Please try again.';
}
