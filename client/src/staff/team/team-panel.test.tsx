import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPage } from '../../../../shared/activity';
import type { InvitationSent, TeamAnswer } from '../../../../shared/team-schema';
import { polyfillDialog, renderWithQueries, stubApi, teamPerson, type Answer } from '../../test/admin-test-utils';
import { TeamPanel } from './team-panel';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const team: TeamAnswer = {
  people: [
    teamPerson('owner'),
    teamPerson('office', { lastSignInAt: '2027-01-12T15:00:00.000Z', salespersonRegistration: 'SLP.0123456' }),
    teamPerson('designer', { status: 'disabled' }),
  ],
  invitations: [
    {
      id: 7,
      name: 'Kim Lowe',
      email: 'kim@example.com',
      role: 'designer',
      invitedAt: '2027-01-10T15:00:00.000Z',
      expiresAt: '2027-01-17T15:00:00.000Z',
      expired: false,
    },
  ],
  mailConfigured: false,
};

const sent: InvitationSent = {
  invitation: { ...team.invitations[0]!, id: 8, name: 'Ann Bell', email: 'ann@example.com', role: 'office' },
  link: 'https://example.com/admin?invitation=abc123',
};

const noActivity: ActivityPage = { entries: [], page: 1, pageSize: 50, total: 0 };

let settings = { requireTwoFactor: false };
beforeEach(() => {
  settings = { requireTwoFactor: false };
});

function showTeam(onPost: (url: string, body: unknown) => Answer | undefined = () => undefined) {
  const api = stubApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/team') return { body: team };
    if (method === 'GET' && url === '/api/team/activity?page=1') return { body: noActivity };
    if (method === 'GET' && url === '/api/team/settings') return { body: settings };
    return onPost(url, body);
  });
  renderWithQueries(<TeamPanel signedInId={1} />);
  return api;
}

describe('TeamPanel', () => {
  it('lists each person with role, status and last sign-in, and pending invitations', async () => {
    showTeam();
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    const dana = await screen.findByRole('article', { name: 'Dana Reyes' });
    expect(dana).toHaveTextContent('dana@example.com');
    expect(dana).toHaveTextContent('Owner');
    expect(dana).toHaveTextContent('Last sign-inNever');
    // Your own card: only your registration to save, never Disable or Sign out everywhere.
    expect(
      within(dana)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save registration']);

    const sam = screen.getByRole('article', { name: 'Sam Ortiz' });
    expect(sam).toHaveTextContent('Active');
    expect(sam).toHaveTextContent('Last sign-inTue, Jan 12, 2027, 10:00 AM');
    expect(within(sam).getByRole('button', { name: 'Disable' })).toBeInTheDocument();

    const lee = screen.getByRole('article', { name: 'Lee Park' });
    expect(lee).toHaveTextContent('Disabled');
    expect(within(lee).getByRole('button', { name: 'Enable' })).toBeInTheDocument();

    const kim = screen.getByRole('article', { name: 'Kim Lowe' });
    expect(kim).toHaveTextContent('Expires Sun, Jan 17, 2027, 10:00 AM');
    expect(within(kim).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(within(kim).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });

  it('disables a person after confirming', async () => {
    const user = userEvent.setup();
    const api = showTeam((url) =>
      url === '/api/team/people/2/disable'
        ? { body: { person: { ...team.people[1], status: 'disabled' } } }
        : undefined,
    );
    await user.click(
      within(await screen.findByRole('article', { name: 'Sam Ortiz' })).getByRole('button', { name: 'Disable' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Disable Sam Ortiz?' });
    expect(confirm).toHaveTextContent('signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Sam Ortiz is disabled')).toBeInTheDocument();
    expect(api.requests()).toContain('POST /api/team/people/2/disable');
  });

  it('signs an active person out everywhere; a disabled one has nothing to sign out of', async () => {
    const user = userEvent.setup();
    const api = showTeam((url) => (url === '/api/team/people/2/end-sessions' ? { body: { ended: 2 } } : undefined));
    const sam = await screen.findByRole('article', { name: 'Sam Ortiz' });
    await user.click(within(sam).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Sam Ortiz is signed out everywhere')).toBeInTheDocument();
    expect(screen.getByText('2 sessions ended')).toBeInTheDocument();
    expect(api.requests()).toContain('POST /api/team/people/2/end-sessions');
    const lee = screen.getByRole('article', { name: 'Lee Park' });
    expect(within(lee).queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });

  it('checks the invitation in the form with the API’s schema before anything is sent', async () => {
    const user = userEvent.setup();
    const api = showTeam(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodyOf('POST', '/api/team/invitations')).toBeUndefined();
  });

  it('sends the invitation, then shows the link to copy', async () => {
    const user = userEvent.setup();
    const api = showTeam((url) => (url === '/api/team/invitations' ? { status: 201, body: sent } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('designer');

    await user.type(within(dialog).getByLabelText('Name'), 'Ann Bell');
    await user.type(within(dialog).getByLabelText('E-mail'), 'Ann@Example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('No mail server is configured: copy the link and send it yourself.'),
    ).toBeInTheDocument();
    // Checked in the form with the API's own schema, which writes the address in lower case.
    expect(api.bodyOf('POST', '/api/team/invitations')).toEqual({
      name: 'Ann Bell',
      email: 'ann@example.com',
      role: 'office',
    });
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(sent.link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(sent.link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Invite someone' })).toBeNull();
  });

  it('requires two-factor sign-in for everyone when the owner checks the box, and makes it optional again', async () => {
    const user = userEvent.setup();
    const api = showTeam((url, body) => {
      if (url !== '/api/team/settings') return undefined;
      settings = body as typeof settings;
      return { body: settings };
    });
    const box = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for everyone' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/asked to at their next sign-in/);
    await user.click(box);
    expect(await screen.findByText('Two-factor sign-in is required for everyone')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/api/team/settings')).toEqual({ requireTwoFactor: true });
    await vi.waitFor(() => expect(box).toBeChecked());

    await user.click(box);
    expect(await screen.findByText('Two-factor sign-in is optional')).toBeInTheDocument();
    expect(api.requests().filter((r) => r === 'PUT /api/team/settings')).toHaveLength(2);
    await vi.waitFor(() => expect(box).not.toBeChecked());
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    showTeam((url) =>
      url === '/api/team/invitations'
        ? { status: 409, body: { success: false, error: 'Someone with this e-mail is already on the team' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sam Again');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone with this e-mail is already on the team',
    );
  });
});
