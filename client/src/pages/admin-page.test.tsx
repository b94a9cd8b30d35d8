import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    render(<AdminPage page="team" />);
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
