import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import type { StaffPage } from '../../../../shared/staff-pages';
import { sessionKey } from '../api/session';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { StaffArea } from './staff-area';

afterEach(() => vi.unstubAllGlobals());

const notInThisTest = { status: 503, body: { success: false, error: 'Not in this test' } };

/** The staff navigation's links, and which one is the current page. */
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Staff pages' }))
    .getAllByRole('link')
    .map((link) => `${link.textContent}${link.getAttribute('aria-current') === 'page' ? ' (current)' : ''}`);

/** Every request fails with a 503: these tests are about which tabs, pages and requests a role gets. */
function showPageTo(role: StaffRole, page: StaffPage = 'dashboard', id?: number) {
  const api = stubApi(() => notInThisTest);
  renderWithQueries(<StaffArea page={page} />, { authenticated: true, user: staff(role, id) });
  return { api };
}

function showDashboardTo(role: StaffRole) {
  const { api } = showPageTo(role);
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
      : notInThisTest,
  );
}

describe('the staff pages', () => {
  it.each([
    {
      role: 'owner',
      nav: ['Dashboard (current)', 'My day', 'Jobs', 'Schedule', 'Gallery', 'Price book', 'Team', 'Your account'],
      teamHref: '/admin/team',
      signedIn: 'Signed in as Dana Reyes · Owner',
    },
    {
      role: 'office',
      nav: ['Dashboard (current)', 'My day', 'Jobs', 'Schedule', 'Gallery', 'Price book', 'Your account'],
      teamHref: null,
      signedIn: 'Signed in as Sam Ortiz · Office',
    },
  ] as const)(
    'shows the $role the spec’s three tabs, Analytics first, links the staff pages it may open, and loads the first reviews and leads',
    async ({ role, nav, teamHref, signedIn }) => {
      const { api, tabs } = showDashboardTo(role);
      expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(tabs).toEqual([
        { name: 'Analytics', selected: true },
        { name: 'Testimonials', selected: false },
        { name: 'Contact Submissions', selected: false },
      ]);
      expect(navLinks()).toEqual(nav);
      expect(screen.queryByRole('link', { name: 'Team' })?.getAttribute('href') ?? null).toBe(teamHref);
      expect(screen.getByText(signedIn)).toBeInTheDocument();
      await vi.waitFor(() =>
        expect(api.requests()).toEqual(
          expect.arrayContaining(['GET /api/testimonials?status=all&page=1', 'GET /api/contacts?page=1&pageSize=25']),
        ),
      );
    },
  );

  it('starts a designer on their leads, the one tab they may see: no reviews, and no export, lookup, delete or assigning', async () => {
    const api = stubInbox({ name: 'Ann Lee', assignedTo: 3 }, [{ id: 3, name: 'Lee Park' }]);
    renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff('designer', 3) });
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual(['Contact Submissions']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(navLinks()).toEqual(['Dashboard (current)', 'My day', 'Schedule', 'Gallery', 'Your account']);
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
    renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff('owner') });
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

  it('opens Your account for a designer on its own page: who they are, their sessions and the password form', async () => {
    const { api } = showPageTo('designer', 'account');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(navLinks()).toContain('Your account (current)');
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(panel).toHaveTextContent('Lee Park');
    expect(panel).toHaveTextContent('designer@example.com');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Sessions' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests()).toContain('GET /api/account/sessions'));
    expect(api.requests().filter((r) => /\/api\/(testimonials|contacts)/.test(r))).toEqual([]);
  });

  it.each([
    ['My day', 'myDay'],
    ['Schedule', 'schedule'],
    ['Gallery', 'gallery'],
    ['Price book', 'priceBook'],
    ['Team', 'team'],
  ] as const)('gives the owner %s as a page of its own, its panel as the page’s heading', (title, page) => {
    showPageTo('owner', page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(navLinks()).toContain(`${title} (current)`);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('refuses a designer Team with a sentence saying who may open it, and asks nothing of the API for it', () => {
    const { api } = showPageTo('designer', 'team', 3);
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only the owner can open Team. Ask the owner if you need it.');
    expect(navLinks()).not.toContain('Team');
    expect(api.requests().filter((r) => r.startsWith('GET /api/team'))).toEqual([]);
  });

  it('refuses a designer the Price book with a sentence, and asks nothing of the API for it', () => {
    const { api } = showPageTo('designer', 'priceBook', 3);
    expect(screen.getByRole('heading', { level: 1, name: 'Price book' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only the owner and the office can open Price book. Ask the owner if you need it.',
    );
    expect(navLinks()).not.toContain('Price book');
    expect(api.requests().filter((r) => r.startsWith('GET /api/price-book'))).toEqual([]);
  });

  it('while a required two-factor setup is not done, shows only Your account, with a notice, on any page', async () => {
    const api = stubApi(() => notInThisTest);
    renderWithQueries(<StaffArea page="dashboard" />, {
      authenticated: true,
      user: staff('owner'),
      twoFactorSetupRequired: true,
    });
    expect(
      screen.getByText('Your team requires two-factor sign-in. Set up an authenticator app to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(navLinks()).toEqual(['Your account']);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests()).toContain('GET /api/account/two-factor'));
    expect(api.requests().filter((r) => /\/api\/(testimonials|contacts|team)/.test(r))).toEqual([]);
  });

  it('shows the sign-in again once any read is answered 401 (session ended, or the person was disabled)', async () => {
    stubApi(() => ({ status: 401, body: { success: false, error: 'Please sign in' } }));
    const client = renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff('designer') });
    await vi.waitFor(() => expect(client.getQueryData(sessionKey)).toEqual({ authenticated: false }));
  });

  it('shows the sign-in again when an action is answered 401 (signed out everywhere from another device)', async () => {
    stubApi(() => notInThisTest);
    const client = renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff('owner') });
    const refused = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, { error: 'Sign in to continue' }, 'Sign in to continue')),
    });
    expect(client.getQueryData(sessionKey)).toMatchObject({ authenticated: true });
    await refused.execute(undefined).catch(() => undefined);
    expect(client.getQueryData(sessionKey)).toEqual({ authenticated: false });
  });
});

/** A review as the spec's Testimonial entity has it: no e-mail, link flag or date. */
const specReview = (id: number, customerName: string, rating: string, approved: 'true' | 'false') => ({
  id,
  customerName,
  location: 'Westport, CT',
  rating,
  reviewText: 'Lovely pantry.',
  projectType: 'Pantry',
  approved,
  featured: 'false',
});

describe('the dashboard on answers in the spec’s shape alone', () => {
  it('works out the figures, the badge and the list from a testimonials array and a submissions array', async () => {
    const api = stubApi(({ url }) => {
      if (url.startsWith('/api/testimonials?'))
        return {
          body: {
            testimonials: [
              specReview(1, 'Ann Lee', '5', 'false'),
              specReview(2, 'Bo Chen', '4', 'false'),
              specReview(3, 'Cy Diaz', '2', 'true'),
            ],
          },
        };
      if (url.startsWith('/api/contacts?')) return { body: { submissions: [{ id: 1 }, { id: 2 }] } };
      return notInThisTest;
    });
    const user = userEvent.setup();
    renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff('owner') });
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await vi.waitFor(() => expect(stat('Total Testimonials')).toHaveTextContent('3'));
    expect(stat('Approved')).toHaveTextContent('1');
    expect(stat('Pending')).toHaveTextContent('2');
    expect(stat('Contact Submissions')).toHaveTextContent('2');
    expect(stat('Average Rating')).toHaveTextContent('3.7');
    expect(screen.getByTestId('rating-count-5')).toHaveTextContent('1');
    expect(screen.getByTestId('rating-count-3')).toHaveTextContent('0');
    const tab = screen.getByRole('tab', { name: /^Testimonials/ });
    expect(within(tab).getByTestId('pending-badge')).toHaveTextContent('2 pending');

    await user.click(tab);
    const pending = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const approved = screen.getByRole('article', { name: 'Cy Diaz' });
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.requests()).toEqual(
      expect.arrayContaining(['GET /api/testimonials?status=all&page=1', 'GET /api/contacts?page=1&pageSize=25']),
    );
  });

  it('keeps the page when one panel fails: a sentence in that panel with Try again, the other tabs working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(({ url }) => {
      // An answer of the wrong shape fails the Leads figures inside Analytics (the contract refuses it).
      if (url.startsWith('/api/admin/lead-analytics')) return { body: { totalLeads: 3 } };
      if (url.startsWith('/api/testimonials?'))
        return { body: { testimonials: [specReview(1, 'Ann Lee', '5', 'false')] } };
      if (url.startsWith('/api/contacts?')) return { body: { submissions: [] } };
      return notInThisTest;
    });
    const user = userEvent.setup();
    renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff('owner') });
    const analytics = screen.getByRole('tabpanel', { name: 'Analytics' });
    const alert = await within(analytics).findByText(/^Could not load the lead figures:/);
    const panel = alert.closest<HTMLElement>('[role="alert"]');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff pages' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Testimonials/ }));
    expect(await screen.findByRole('article', { name: 'Ann Lee' })).toBeInTheDocument();
  });
});
