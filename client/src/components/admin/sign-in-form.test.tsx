import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from './admin-queries';
import { renderWithQueries, staff, stubApi } from './admin-test-utils';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

describe('SignInForm', () => {
  it('sends the e-mail and password and keeps the signed-in person as the session', async () => {
    const user = userEvent.setup();
    const session = { authenticated: true, user: staff('office') } as const;
    const api = stubApi(({ url }) => (url === '/api/admin/login' ? { body: session } : undefined));
    const client = renderWithQueries(<SignInForm />);

    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), '  office@example.com ');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'a long staff password');
    await user.click(signIn);

    await vi.waitFor(() => expect(client.getQueryData(sessionKey)).toEqual(session));
    expect(api.requests()).toEqual(['POST /api/admin/login']);
    expect(api.bodyOf('POST', '/api/admin/login')).toEqual({
      email: 'office@example.com',
      password: 'a long staff password',
    });
  });

  it('says the e-mail and password do not match on a 401', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 401, body: { success: false, error: 'Invalid credentials' } }));
    const client = renderWithQueries(<SignInForm />);

    await user.type(screen.getByLabelText('E-mail'), 'office@example.com');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That e-mail and password do not match. Please try again.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(client.getQueryData(sessionKey)).toBeUndefined();
  });
});
