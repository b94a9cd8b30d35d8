import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffPageList, staffPagePath, staffPageTitle } from '../../../shared/staff-pages';
import { stubApi } from '../test/admin-test-utils';
import AdminPage from './admin-page';

afterEach(() => vi.unstubAllGlobals());

describe('AdminPage', () => {
  it('opens the invitation named in ?invitation= instead of the sign-in', async () => {
    window.history.replaceState(null, '', '/admin?invitation=tok-9');
    const api = stubApi(({ url }) => (url === '/api/invitations/tok-9' ? { body: { state: 'unusable' } } : undefined));
    render(<AdminPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' }),
    ).toBeInTheDocument();
    expect(api.requests()).toEqual(['GET /api/invitations/tok-9']);
  });

  it('opens the password reset named in ?reset= instead of the sign-in', async () => {
    window.history.replaceState(null, '', '/admin?reset=tok-7');
    const api = stubApi(({ url }) =>
      url === '/api/password-resets/tok-7' ? { body: { state: 'unusable' } } : undefined,
    );
    render(<AdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(api.requests()).toEqual(['GET /api/password-resets/tok-7']);
  });

  it('shows the staff sign-in without one', async () => {
    window.history.replaceState(null, '', '/admin');
    stubApi(({ url }) => (url === '/api/admin/session' ? { body: { authenticated: false } } : undefined));
    render(<AdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('shows the sign-in on a staff page visited signed out, and that page once signed in', async () => {
    window.history.replaceState(null, '', '/admin/team');
    const owner = { id: 1, name: 'Dana Reyes', email: 'owner@example.com', role: 'owner' };
    const api = stubApi(({ method, url }) => {
      if (url === '/api/admin/session') return { body: { authenticated: false } };
      if (method === 'POST' && url === '/api/admin/login') return { body: { authenticated: true, user: owner } };
      return { status: 503, body: { success: false, error: 'Not in this test' } };
    });
    const user = userEvent.setup();
    render(<AdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The staff pages' chunk loads once signed in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(window.location.pathname).toBe('/admin/team');
    // The page asks for the team once its panel has mounted, a moment after its heading shows.
    await waitFor(() => expect(api.requests()).toContain('GET /api/team'));
  });
});

const notInThisTest = { status: 503, body: { success: false, error: 'Not in this test' } };

describe('the staff area’s router', () => {
  it.each(staffPageList.map((entry) => [staffPagePath(entry.page, { id: '7' }), entry] as const))(
    'opens %s as its table row’s page: its title and breadcrumb',
    async (path, entry) => {
      window.history.replaceState(null, '', path);
      stubApi(() => notInThisTest);
      render(<AdminPage />);
      await waitFor(() => expect(document.title).toBe(staffPageTitle(entry.page)));
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(trail).getByText(entry.page === 'dashboard' ? 'Admin' : entry.label)).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.queryByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeNull();
    },
  );

  it.each([
    '/admin/unknown',
    '/admin/leads/abc/whatever',
    '/admin/leads/7/whatever',
    '/admin/leads/abc/proposal',
    '/admin/my-day/extra',
  ])('answers %s, which is no staff page, with the site’s 404 page, never a staff page', async (path) => {
    window.history.replaceState(null, '', path);
    const api = stubApi(() => notInThisTest);
    render(<AdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^404 Page Not Found \|/);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your account' })).toBeNull();
    expect(api.requests()).toEqual([]);
  });
});
