import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../components/admin/admin-test-utils';
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
});
