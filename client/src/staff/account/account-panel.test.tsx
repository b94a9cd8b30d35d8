import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountSessions } from '../../../../shared/team';
import { sessionKey } from '../api/session';
import { polyfillDialog, renderWithQueries, staff, stubApi, type Answer } from '../../test/admin-test-utils';
import { AccountPanel } from './account-panel';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const listed: AccountSessions = {
  sessions: [
    {
      id: 'aaaaaaaaaaaaaaaa',
      browser: 'Firefox on Windows',
      ip: '198.51.100.20',
      signedInAt: '2027-01-12T15:00:00.000Z',
      lastActiveAt: '2027-01-12T16:30:00.000Z',
      current: true,
    },
    {
      id: '0123456789abcdef',
      browser: 'Safari on iPhone',
      ip: '203.0.113.7',
      signedInAt: '2027-01-11T13:05:00.000Z',
      lastActiveAt: '2027-01-11T14:00:00.000Z',
      current: false,
    },
  ],
};

/** Types the current and the new password into the form and presses Change password. */
async function changePassword(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

function showAccount(onChange: (method: string, url: string, body: unknown) => Answer | undefined = () => undefined) {
  const api = stubApi(({ method, url, body }) =>
    method === 'GET' && url === '/api/account/sessions' ? { body: listed } : onChange(method, url, body),
  );
  const user = staff('designer', 3);
  const client = renderWithQueries(<AccountPanel user={user} />, { authenticated: true, user });
  return Object.assign(api, { client });
}

describe('AccountPanel', () => {
  it('names the person and lists their sessions in Connecticut time, this device without "End session"', async () => {
    showAccount();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('Lee Park')).toBeInTheDocument();
    expect(screen.getByText('Designer')).toBeInTheDocument();
    const here = await screen.findByRole('article', { name: 'Firefox on Windows' });
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('from 198.51.100.20');
    expect(here).toHaveTextContent('Signed in Tue, Jan 12, 2027, 10:00 AM');
    expect(here).toHaveTextContent('Last active Tue, Jan 12, 2027, 11:30 AM');
    expect(within(here).queryByRole('button')).toBeNull();
    const phone = screen.getByRole('article', { name: 'Safari on iPhone' });
    expect(phone).not.toHaveTextContent('This device');
    expect(within(phone).getByRole('button', { name: 'End session' })).toBeInTheDocument();
  });

  it('ends another session after confirming, with its id', async () => {
    const user = userEvent.setup();
    const api = showAccount((method, url) =>
      method === 'DELETE' && url === '/api/account/sessions/0123456789abcdef'
        ? { body: { success: true, signedOut: false } }
        : undefined,
    );
    const phone = await screen.findByRole('article', { name: 'Safari on iPhone' });
    await user.click(within(phone).getByRole('button', { name: 'End session' }));
    const dialog = screen.getByRole('dialog', { name: 'End this session?' });
    expect(api.requests()).not.toContain('DELETE /api/account/sessions/0123456789abcdef');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(api.requests()).toContain('DELETE /api/account/sessions/0123456789abcdef');
  });

  it('shows the sign-in again when the session ended was this one', async () => {
    const user = userEvent.setup();
    // The list was read before this browser's session changed: the server has the last word.
    const { client } = showAccount((method) =>
      method === 'DELETE' ? { body: { success: true, signedOut: true } } : undefined,
    );
    const phone = await screen.findByRole('article', { name: 'Safari on iPhone' });
    await user.click(within(phone).getByRole('button', { name: 'End session' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End session' }));
    await vi.waitFor(() => expect(client.getQueryData(sessionKey)).toEqual({ authenticated: false }));
  });

  it('signs out everywhere else after confirming', async () => {
    const user = userEvent.setup();
    const api = showAccount((method, url) =>
      method === 'POST' && url === '/api/account/sessions/end-others' ? { body: { ended: 2 } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 2 other sessions')).toBeInTheDocument();
    expect(api.requests()).toContain('POST /api/account/sessions/end-others');
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    showAccount((method, url) =>
      method === 'POST' && url === '/api/account/password'
        ? {
            status: 400,
            body: {
              success: false,
              error: 'Your current password is not correct',
              fieldErrors: { currentPassword: ['Your current password is not correct'] },
            },
          }
        : undefined,
    );
    await changePassword(user, 'not my password', 'walnut shelves and brass rails');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Your current password is not correct');
    expect(current).toHaveFocus();
  });

  it('checks the new password in the form with the API’s schema: too short is refused before sending', async () => {
    const user = userEvent.setup();
    const api = showAccount();
    await changePassword(user, 'my old password', 'short');
    const next = screen.getByLabelText('New password');
    expect(await screen.findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodyOf('POST', '/api/account/password')).toBeUndefined();
  });

  it('changes the password and clears the form', async () => {
    const user = userEvent.setup();
    const api = showAccount((method, url) =>
      method === 'POST' && url === '/api/account/password' ? { body: { success: true, endedOthers: 1 } } : undefined,
    );
    expect(screen.getByRole('checkbox', { name: 'Sign out my other sessions' })).toBeChecked();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 12 characters; common passwords are refused.',
    );
    await changePassword(user, 'correct horse battery staple', 'short and longer now');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Signed out of 1 other session.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/api/account/password')).toEqual({
      currentPassword: 'correct horse battery staple',
      newPassword: 'short and longer now',
      endOtherSessions: true,
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
