import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { salespersonRegistrationLabel } from '../../../../shared/salesperson-registration';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { AccountPanel } from './account-panel';

afterEach(() => vi.unstubAllGlobals());

function showAccount(salespersonRegistration: string | null, role: 'designer' | 'owner' = 'designer') {
  stubApi(({ method, url }) =>
    method === 'GET' && url === '/api/account/registration' ? { body: { salespersonRegistration } } : undefined,
  );
  const user = staff(role, 3);
  renderWithQueries(<AccountPanel user={user} />, { authenticated: true, user });
}

describe('Your account: your salesperson registration, read-only', () => {
  it('shows the number the owner set', async () => {
    showAccount('SLP.0123456');
    const term = await screen.findByText(salespersonRegistrationLabel);
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('SLP.0123456');
    expect(screen.queryByRole('textbox', { name: salespersonRegistrationLabel })).toBeNull();
  });

  it('says who adds it when there is none', async () => {
    showAccount(null);
    expect(
      await screen.findByText('None yet: the owner adds it on Team before you send a proposal'),
    ).toBeInTheDocument();
  });

  it('tells an owner without one that none is needed', async () => {
    showAccount(null, 'owner');
    expect(
      await screen.findByText(
        "None needed: an owner signs proposals as the contractor, under the company's HIC registration",
      ),
    ).toBeInTheDocument();
  });
});
