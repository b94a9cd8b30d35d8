import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import { AdminDashboard } from './admin-dashboard';
import { sessionKey } from './admin-queries';
import { renderWithQueries, staff, stubApi } from './admin-test-utils';

afterEach(() => vi.unstubAllGlobals());

/** Every request fails with a 503: these tests are about which tabs and requests a role gets. */
function showDashboardTo(role: StaffRole) {
  const api = stubApi(() => ({ status: 503, body: { success: false, error: 'Not in this test' } }));
  renderWithQueries(<AdminDashboard />, { authenticated: true, user: staff(role) });
  const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }))
    .getAllByRole('tab')
    .map((tab) => ({ name: tab.textContent, selected: tab.getAttribute('aria-selected') === 'true' }));
  return { api, tabs };
}

/** The inbox answers with one lead (the rest fails with a 503), and these people to assign to. */
function stubInbox(lead: { name: string; assignedTo: number | null }, assignees: { id: number; name: string }[]) {
  const submission = {
    id: 7,
    email: 'lead@example.com',
    phone: '(203) 555-0147',
    zip: '06880',
    rooms: ['Pantry'],
    message: 'Pull-outs.',
    status: 'new',
    receivedAt: '2026-11-20T15:00:00.000Z',
    reviewRequestedAt: null,
    emails: [],
    ...lead,
  };
  return stubApi(({ url }) =>
    url.startsWith('/api/contacts?')
      ? {
          body: {
            submissions: [submission],
            total: 1,
            page: 1,
            pageSize: 25,
            newLeads: 1,
            sources: [],
            pipeline: {},
            mailConfigured: true,
            assignees,
          },
        }
      : { status: 503, body: { success: false, error: 'Not in this test' } },
  );
}

describe('AdminDashboard', () => {
  it('shows an owner every tab, Team and Your account last, and loads the first reviews and leads', async () => {
    const { api, tabs } = showDashboardTo('owner');
    expect(tabs).toEqual([
      { name: 'Analytics', selected: true },
      { name: 'Testimonials', selected: false },
      { name: 'Contact Submissions', selected: false },
      { name: 'My day', selected: false },
      { name: 'Schedule', selected: false },
      { name: 'Gallery', selected: false },
      { name: 'Team', selected: false },
      { name: 'Your account', selected: false },
    ]);
    expect(screen.getByText('Signed in as Dana Reyes · Owner')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.requests()).toEqual(
        expect.arrayContaining(['GET /api/testimonials?status=all&page=1', 'GET /api/contacts?page=1&pageSize=25']),
      ),
    );
  });

  it('shows the office every tab but Team', async () => {
    const { api, tabs } = showDashboardTo('office');
    expect(tabs.map((t) => t.name)).toEqual([
      'Analytics',
      'Testimonials',
      'Contact Submissions',
      'My day',
      'Schedule',
      'Gallery',
      'Your account',
    ]);
    expect(screen.getByText('Signed in as Sam Ortiz · Office')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.requests()).toEqual(
        expect.arrayContaining(['GET /api/testimonials?status=all&page=1', 'GET /api/contacts?page=1&pageSize=25']),
      ),
    );
  });

  it('shows a designer their leads, their day, their schedule, Gallery and Your account: no reviews, and no export, lookup, delete or assigning', async () => {
    const api = stubInbox({ name: 'Ann Lee', assignedTo: 3 }, [{ id: 3, name: 'Lee Park' }]);
    renderWithQueries(<AdminDashboard />, { authenticated: true, user: staff('designer', 3) });
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'Contact Submissions',
      'My day',
      'Schedule',
      'Gallery',
      'Your account',
    ]);
    const card = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(card).getByText('Assigned to Lee Park')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Assigned to')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Request a Review' })).toBeNull();
    expect(within(card).getByLabelText('Stage')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search and filter' })).toBeInTheDocument();
    expect(api.requests().filter((r) => r.includes('/api/testimonials'))).toEqual([]);
  });

  it('gives the owner the Assigned to select, the export and Delete', async () => {
    stubInbox({ name: 'Bo Chen', assignedTo: null }, [
      { id: 1, name: 'Dana Reyes' },
      { id: 3, name: 'Lee Park' },
    ]);
    const user = userEvent.setup();
    renderWithQueries(<AdminDashboard />, { authenticated: true, user: staff('owner') });
    await user.click(screen.getByRole('tab', { name: /^Contact Submissions/ }));
    const card = await screen.findByRole('article', { name: 'Bo Chen' });
    const assigned = within(card).getByLabelText('Assigned to');
    expect(assigned).toHaveValue('');
    expect(
      within(assigned)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody', 'Dana Reyes', 'Lee Park']);
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('opens Your account for a designer: who they are, their sessions and the password form', async () => {
    const user = userEvent.setup();
    const { api } = showDashboardTo('designer');
    await user.click(screen.getByRole('tab', { name: 'Your account' }));
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(panel).toHaveTextContent('Lee Park');
    expect(panel).toHaveTextContent('designer@example.com');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Sessions' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Change password' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests()).toContain('GET /api/account/sessions'));
  });

  it('while a required two-factor setup is not done, shows only Your account, with a notice', async () => {
    const api = stubApi(() => ({ status: 503, body: { success: false, error: 'Not in this test' } }));
    renderWithQueries(<AdminDashboard />, {
      authenticated: true,
      user: staff('owner'),
      twoFactorSetupRequired: true,
    });
    expect(
      screen.getByText('Your team requires two-factor sign-in. Set up an authenticator app to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Two-factor sign-in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests()).toContain('GET /api/account/two-factor'));
    expect(api.requests().filter((r) => /\/api\/(testimonials|contacts|team)/.test(r))).toEqual([]);
  });

  it('shows the sign-in again once any read is answered 401 (session ended, or the person was disabled)', async () => {
    stubApi(() => ({ status: 401, body: { success: false, error: 'Please sign in' } }));
    const client = renderWithQueries(<AdminDashboard />, { authenticated: true, user: staff('designer') });
    await vi.waitFor(() => expect(client.getQueryData(sessionKey)).toEqual({ authenticated: false }));
  });

  it('shows the sign-in again when an action is answered 401 (signed out everywhere from another device)', async () => {
    stubApi(() => ({ status: 503, body: { success: false, error: 'Not in this test' } }));
    const client = renderWithQueries(<AdminDashboard />, { authenticated: true, user: staff('owner') });
    const refused = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, { error: 'Sign in to continue' }, 'Sign in to continue')),
    });
    expect(client.getQueryData(sessionKey)).toMatchObject({ authenticated: true });
    await refused.execute(undefined).catch(() => undefined);
    expect(client.getQueryData(sessionKey)).toEqual({ authenticated: false });
  });
});
