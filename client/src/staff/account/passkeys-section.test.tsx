import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasskeyList } from '../../../../shared/passkeys';
import { polyfillDialog, renderWithQueries, staff, stubApi, type Answer } from '../../test/admin-test-utils';
import { PasskeysSection } from './passkeys-section';

// The browser's WebAuthn calls, answered by the test (jsdom has no authenticator).
const webAuthn = vi.hoisted(() => ({ startRegistration: vi.fn(), supported: true }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webAuthn.supported,
  startRegistration: webAuthn.startRegistration,
  startAuthentication: vi.fn(),
}));

beforeAll(polyfillDialog);
afterEach(() => {
  vi.unstubAllGlobals();
  webAuthn.startRegistration.mockReset();
  webAuthn.supported = true;
});

const laptop = {
  id: 'cred-1',
  name: 'Chrome on Mac',
  createdAt: '2026-03-02T15:04:00.000Z',
  lastUsedAt: null,
  synced: true,
};
/** What the server hands the browser to create a passkey (the contract holds the answer to this shape). */
const creationOptions = {
  rp: { id: 'localhost', name: 'Closets' },
  user: { id: 'c3RhZmYtMg', name: 'office@example.com', displayName: 'Office' },
  challenge: 'abc',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const registration = { id: 'cred-2', rawId: 'cred-2', type: 'public-key', response: {}, clientExtensionResults: {} };

function showSection(
  initial: PasskeyList,
  onChange: (method: string, url: string, body: unknown) => Answer | undefined,
) {
  const state = { list: initial };
  const api = stubApi(({ method, url, body }) =>
    method === 'GET' && url === '/api/account/passkeys' ? { body: state.list } : onChange(method, url, body),
  );
  renderWithQueries(<PasskeysSection />, { authenticated: true, user: staff('office', 2) });
  return Object.assign(api, { state });
}

describe('PasskeysSection', () => {
  it('lists passkeys in Connecticut time and removes one after confirming', async () => {
    const user = userEvent.setup();
    const api = showSection({ passkeys: [laptop], lastRequiredFactor: false }, (method, url) => {
      if (method === 'DELETE' && url === '/api/account/passkeys/cred-1') {
        api.state.list = { passkeys: [], lastRequiredFactor: false };
        return { body: { success: true } };
      }
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'Chrome on Mac' });
    expect(card).toHaveTextContent('Added Mon, Mar 2, 2026, 10:04 AM');
    expect(card).toHaveTextContent('Not used to sign in yet');
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(api.requests()).toContain('DELETE /api/account/passkeys/cred-1');
  });

  it('adds a passkey: the server’s options go to the browser, its answer back to the server', async () => {
    const user = userEvent.setup();
    webAuthn.startRegistration.mockResolvedValue(registration);
    const api = showSection({ passkeys: [], lastRequiredFactor: false }, (method, url) => {
      if (url === '/api/account/passkeys/options') return { body: creationOptions };
      if (method === 'POST' && url === '/api/account/passkeys') {
        api.state.list = { passkeys: [{ ...laptop, id: 'cred-2' }], lastRequiredFactor: false };
        return { status: 201, body: { success: true, id: 'cred-2', name: 'Chrome on Mac' } };
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('article', { name: 'Chrome on Mac' })).toBeInTheDocument();
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(api.bodyOf('POST', '/api/account/passkeys')).toEqual({ response: registration });
  });

  it('says so in words when the person cancels, or the browser cannot do passkeys', async () => {
    const user = userEvent.setup();
    webAuthn.startRegistration.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    showSection({ passkeys: [], lastRequiredFactor: false }, (_method, url) =>
      url === '/api/account/passkeys/options' ? { body: creationOptions } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('The passkey request was cancelled or timed out. Please try again.')).toBeVisible();
    webAuthn.supported = false;
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText(
        'This browser does not support passkeys. Use your password, or try an up-to-date browser.',
      ),
    ).toBeVisible();
  });

  it('keeps the only passkey while the team requires two-factor sign-in', async () => {
    showSection({ passkeys: [laptop], lastRequiredFactor: true }, () => undefined);
    const card = await screen.findByRole('article', { name: 'Chrome on Mac' });
    expect(within(card).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByText(/Your team requires two-factor sign-in/)).toBeVisible();
  });
});
