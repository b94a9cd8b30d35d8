import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResetLookup } from '../../../../shared/team';
import { sessionKey } from '../api/session';
import { renderWithQueries, staff, stubApi, type Answer } from '../../test/admin-test-utils';
import { commonPasswordRefused, expectCommonPasswordRefused } from '../../test/new-password-refusal';
import { ResetPasswordPage } from './reset-password-page';

const resetUrl = '/api/password-resets/tok-123';
const valid: ResetLookup = { state: 'valid', email: 'kim@example.com' };
const deadText = 'Reset links work once, for 30 minutes. Ask for a new one from the sign-in page.';

beforeEach(() => window.history.replaceState(null, '', '/admin?reset=tok-123'));
afterEach(() => vi.unstubAllGlobals());

function openReset(lookup: ResetLookup, onPost: (body: unknown) => Answer = () => ({ status: 500 })) {
  const api = stubApi(({ method, url, body }) => {
    if (url !== resetUrl) return undefined;
    return method === 'POST' ? onPost(body) : { body: lookup };
  });
  const client = renderWithQueries(<ResetPasswordPage token="tok-123" />);
  return { api, client };
}

describe('ResetPasswordPage', () => {
  it('sets the new password without signing in, then offers the sign-in', async () => {
    const user = userEvent.setup();
    const { api, client } = openReset(valid, () => ({ body: { success: true } }));
    client.setQueryData(sessionKey, { authenticated: true, user: staff('office') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(await screen.findByText('For kim@example.com.')).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 12 characters; common passwords are refused.');
    expect(document.querySelector('input[name="username"]')).toHaveValue('kim@example.com');

    await user.type(password, 'too short but now long enough');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed. Sign in with it now.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(api.bodyOf('POST', resetUrl)).toEqual({ password: 'too short but now long enough' });
    expect(screen.queryByLabelText('New password')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go to staff sign-in' }));
    expect(window.location.pathname + window.location.search).toBe('/admin');
    // Read again on /admin: the reset ended that person's sessions.
    expect(client.getQueryData(sessionKey)).toBeUndefined();
  });

  it("shows the server's refusal of a password under the field", async () => {
    openReset(valid, () => commonPasswordRefused);
    await expectCommonPasswordRefused(userEvent.setup(), 'Set new password', '?reset=tok-123');
  });

  it('says the link no longer works when it stopped working meanwhile (410)', async () => {
    const user = userEvent.setup();
    openReset(valid, () => ({ status: 410, body: { success: false, error: 'This link no longer works' } }));
    await user.type(await screen.findByLabelText('New password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(deadText)).toBeInTheDocument();
  });

  it('says the same of every link that cannot be used', async () => {
    openReset({ state: 'unusable' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(deadText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
