import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationLookup } from '../../../../shared/team';
import { sessionKey } from '../api/session';
import { renderWithQueries, staff, stubApi, type Answer } from '../../test/admin-test-utils';
import { commonPasswordRefused, expectCommonPasswordRefused } from '../../test/new-password-refusal';
import { InvitationPage } from './invitation-page';

const lookupUrl = '/api/invitations/tok-123';
const valid: InvitationLookup = { state: 'valid', name: 'Kim Lowe', email: 'kim@example.com', role: 'designer' };
const deadText =
  'Invitation links work once, for 7 days, and only the newest one sent to you. Ask the person who invited you to send you a new one.';

beforeEach(() => window.history.replaceState(null, '', '/admin?invitation=tok-123'));
afterEach(() => vi.unstubAllGlobals());

function openInvitation(lookups: InvitationLookup[], onPost: (body: unknown) => Answer = () => ({ status: 500 })) {
  let looked = 0;
  const api = stubApi(({ method, url, body }) => {
    if (url !== lookupUrl) return undefined;
    if (method === 'POST') return onPost(body);
    return { body: lookups[Math.min(looked++, lookups.length - 1)] };
  });
  const client = renderWithQueries(<InvitationPage token="tok-123" />);
  return { api, client };
}

describe('InvitationPage', () => {
  it('sets the password, signs the person in and opens Your account at /admin/account', async () => {
    const user = userEvent.setup();
    const session = { authenticated: true, user: staff('designer', 4) } as const;
    const { api, client } = openInvitation([valid], () => ({ body: session }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Join the team' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Kim Lowe, you have been invited as Designer (kim@example.com). Choose a password to finish.',
      ),
    ).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 12 characters; common passwords are refused.');

    await user.type(password, 'too short but now long enough');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/admin/account'));
    expect(api.bodyOf('POST', lookupUrl)).toEqual({ password: 'too short but now long enough' });
    expect(client.getQueryData(sessionKey)).toEqual(session);
  });

  it("shows the server's refusal of a password under the field", async () => {
    openInvitation([valid], () => commonPasswordRefused);
    await expectCommonPasswordRefused(userEvent.setup(), 'Set password', '?invitation=tok-123');
  });

  it('looks the link up again when it stopped working meanwhile (410)', async () => {
    const user = userEvent.setup();
    const { api } = openInvitation([valid, { state: 'unusable' }], () => ({
      status: 410,
      body: { success: false, error: 'Gone' },
    }));
    await user.type(await screen.findByLabelText('New password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(deadText)).toBeInTheDocument();
    expect(api.requests()).toEqual([`GET ${lookupUrl}`, `POST ${lookupUrl}`, `GET ${lookupUrl}`]);
  });

  it('says the same of every link that cannot be used, naming nobody', async () => {
    openInvitation([{ state: 'unusable' }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(deadText)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
