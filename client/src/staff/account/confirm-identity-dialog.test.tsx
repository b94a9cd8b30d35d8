import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmIdentityMessage, type ConfirmIdentityRefusal } from '../../../../shared/recent-auth';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../../shared/two-factor';
import { polyfillDialog, renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { TwoFactorSection } from './two-factor-section';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const off: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, required: false };
const setup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const refusal = (ways: Partial<ConfirmIdentityRefusal> = {}): ConfirmIdentityRefusal => ({
  success: false,
  error: confirmIdentityMessage,
  code: 'confirm-identity',
  passkey: false,
  appCode: false,
  ...ways,
});

/** Two-factor setup whose first try is refused until the person confirms it's them. */
function showSection(ways: Partial<ConfirmIdentityRefusal> = {}) {
  const state = { confirmed: false };
  const api = stubApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/account/two-factor') return { body: off };
    if (url === '/api/account/two-factor/setup') {
      return state.confirmed ? { body: setup } : { status: 403, body: refusal(ways) };
    }
    if (url === '/api/account/confirm') {
      const { password } = body as { password?: string };
      if (password !== 'right password') {
        const problem = 'Your password is not correct';
        return { status: 400, body: { success: false, error: problem, fieldErrors: { password: [problem] } } };
      }
      state.confirmed = true;
      return { body: { success: true } };
    }
    return undefined;
  });
  const user = staff('office', 2);
  renderWithQueries(<TwoFactorSection email={user.email} />, { authenticated: true, user });
  return api;
}

describe('Confirm it’s you', () => {
  it('opens when the change is refused for want of a recent sign-in, then carries on by itself', async () => {
    const user = userEvent.setup();
    const api = showSection();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(screen.queryByLabelText('Or a code from your authenticator app')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your password is not correct')).toBeVisible();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests().filter((r) => r === 'POST /api/account/two-factor/setup')).toHaveLength(2);
  });

  it('offers a passkey and the app’s code to those who have them; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const api = showSection({ passkey: true, appCode: true });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    expect(screen.getByLabelText('Or a code from your authenticator app')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeEnabled();
    expect(api.requests()).not.toContain('POST /api/account/confirm');
  });
});
