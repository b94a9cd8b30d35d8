import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../api/session';
import { renderWithQueries, staff, stubApi, type Answer } from '../../test/admin-test-utils';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

const codeAsked = { authenticated: false, twoFactor: 'code' } as const;
const signedIn = { authenticated: true, user: staff('office') } as const;

/** The sign-in form past a correct password, with `onCode` answering the code step. */
async function atCodeStep(onCode: (body: unknown) => Answer) {
  const user = userEvent.setup();
  const api = stubApi(({ url, body }) => {
    if (url === '/api/admin/login') return { body: codeAsked };
    return url === '/api/admin/login/code' ? onCode(body) : undefined;
  });
  const client = renderWithQueries(<SignInForm />);
  await user.type(screen.getByLabelText('E-mail'), 'office@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long staff password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByLabelText('Code');
  return { user, api, client };
}

describe('SignInForm: the code step', () => {
  it('after a "code" answer asks for the code in the same card, then signs in with it', async () => {
    const { user, api, client } = await atCodeStep(() => ({ body: signedIn }));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('type', 'text');
    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(client.getQueryData(sessionKey)).toBeUndefined();

    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(client.getQueryData(sessionKey)).toEqual(signedIn));
    expect(api.requests()).toEqual(['POST /api/admin/login', 'POST /api/admin/login/code']);
    expect(api.bodyOf('POST', '/api/admin/login/code')).toEqual({ code: '123456' });
  });

  it('takes a recovery code as typed', async () => {
    const { user, api } = await atCodeStep(() => ({ body: signedIn }));
    await user.type(screen.getByLabelText('Code'), 'abcd-efgh-ij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(api.bodyOf('POST', '/api/admin/login/code')).toEqual({ code: 'abcd-efgh-ij' }));
  });

  it('says a wrong code is not correct; "Start over" asks for the password again', async () => {
    const { user, client } = await atCodeStep(() => ({
      status: 401,
      body: { success: false, error: 'That code is not correct' },
    }));
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct. Please try again.');
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(client.getQueryData(sessionKey)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('office@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the code step has expired', async () => {
    const { user } = await atCodeStep(() => ({ status: 401, body: { success: false, error: 'Sign in again' } }));
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired.');
  });
});
