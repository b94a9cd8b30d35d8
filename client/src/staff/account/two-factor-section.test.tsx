import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../../shared/two-factor';
import { renderWithQueries, staff, stubApi, type Answer } from '../../test/admin-test-utils';
import { TwoFactorSection } from './two-factor-section';
import { itemTexts } from '../../test/item-texts';

afterEach(() => vi.unstubAllGlobals());

const setup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/Shoreline%20Custom%20Closets:office%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-h${i}`);

/** The section with the status `initial`; `onChange` answers the POSTs and DELETEs (and may change the status). */
function showSection(initial: TwoFactorStatus, onChange: (method: string, url: string, body: unknown) => Answer) {
  const state = { status: initial };
  const api = stubApi(({ method, url, body }) =>
    method === 'GET' && url === '/api/account/two-factor' ? { body: state.status } : onChange(method, url, body),
  );
  const user = staff('office', 2);
  renderWithQueries(<TwoFactorSection email={user.email} />, { authenticated: true, user });
  return Object.assign(api, { state });
}

const off: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, required: false };
const on: TwoFactorStatus = { enabled: true, recoveryCodesLeft: 10, required: false };

describe('TwoFactorSection', () => {
  it('sets up the app: QR code and secret key, then the code turns it on and shows ten recovery codes once', async () => {
    const user = userEvent.setup();
    const api = showSection(off, (method, url) => {
      if (url === '/api/account/two-factor/setup') return { body: setup };
      if (url === '/api/account/two-factor/confirm') {
        api.state.status = on;
        return { body: { recoveryCodes } };
      }
      return { status: 404 };
    });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`);
    expect(document.getElementById('two-factor-secret')).toHaveTextContent(setup.secret);
    expect(screen.getByRole('term')).toHaveTextContent('Secret key');

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', {
      name: 'Save these recovery codes now. Each works once; they will not be shown again.',
    });
    expect(itemTexts(list)).toEqual(recoveryCodes);
    expect(api.bodyOf('POST', '/api/account/two-factor/confirm')).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(recoveryCodes[0]!)).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Two-factor sign-in' })).toHaveFocus();
  });

  it('says a wrong code is not correct, at the field', async () => {
    const user = userEvent.setup();
    showSection(off, (_method, url) =>
      url === '/api/account/two-factor/setup'
        ? { body: setup }
        : {
            status: 400,
            body: {
              success: false,
              error: 'That code is not correct',
              fieldErrors: { code: ['That code is not correct'] },
            },
          },
    );
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns it off with the current password', async () => {
    const user = userEvent.setup();
    const api = showSection({ ...on, recoveryCodesLeft: 1 }, (method, url) => {
      if (method !== 'DELETE' || url !== '/api/account/two-factor') return { status: 404 };
      api.state.status = off;
      return { body: { success: true } };
    });
    expect(await screen.findByText('Two-factor sign-in is on. 1 recovery code left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Current password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(api.bodyOf('DELETE', '/api/account/two-factor')).toEqual({ password: 'correct horse battery staple' });
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('offers no "Turn off" while the team requires it', async () => {
    showSection({ ...on, required: true }, () => ({ status: 404 }));
    expect(
      await screen.findByText('Your team requires it for everyone, so it cannot be turned off.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
