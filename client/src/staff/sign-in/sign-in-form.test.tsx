import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgotPasswordAnswer } from '../../../../shared/team';
import { sessionKey } from '../api/session';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
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
    // The button pressed was disabled while sending: the keyboard is back in the password to retype.
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(client.getQueryData(sessionKey)).toBeUndefined();
  });

  it('"Forgot password?" sends the e-mail typed so far and shows the answer; Back returns to sign-in', async () => {
    const user = userEvent.setup();
    const api = stubApi(({ url }) =>
      url === '/api/admin/forgot-password' ? { body: { success: true, message: forgotPasswordAnswer } } : undefined,
    );
    renderWithQueries(<SignInForm />);

    await user.type(screen.getByLabelText('E-mail'), 'office@example.com ');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    expect(screen.queryByLabelText('Password')).toBeNull();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('office@example.com');
    await user.clear(email);
    await user.type(email, 'Office@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(forgotPasswordAnswer);
    expect(api.requests()).toEqual(['POST /api/admin/forgot-password']);
    expect(api.bodyOf('POST', '/api/admin/forgot-password')).toEqual({ email: 'Office@Example.com' });

    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('Office@Example.com');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('"Forgot password?" says to wait when requests are rate limited', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 429, body: { success: false, error: 'Too many' } }));
    renderWithQueries(<SignInForm />);

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('button', { name: 'Send link' })).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), 'office@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
