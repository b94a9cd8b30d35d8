import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../test/admin-test-utils';
import { PersonalDataLookup } from './personal-data-lookup';

afterEach(() => vi.unstubAllGlobals());

describe('Find by e-mail', () => {
  it('checks the address in the form with the API’s schema: nothing is sent for one that is not an address', async () => {
    const user = userEvent.setup();
    const api = stubApi(() => undefined);
    renderWithQueries(<PersonalDataLookup busy={false} onDelete={() => undefined} />);
    const lookup = screen.getByRole('region', { name: 'Find by e-mail' });
    await user.type(within(lookup).getByLabelText('E-mail address'), 'dana at example');
    await user.click(within(lookup).getByRole('button', { name: 'Find' }));
    expect(await within(lookup).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(within(lookup).getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).toEqual([]);
  });

  it('looks up the address as typed, spaces trimmed, and lists what is stored', async () => {
    const user = userEvent.setup();
    const api = stubApi(({ url }) =>
      url === '/api/contacts/by-email'
        ? { body: { email: 'dana@example.com', leads: [], reviews: [], mail: [] } }
        : undefined,
    );
    renderWithQueries(<PersonalDataLookup busy={false} onDelete={() => undefined} />);
    const lookup = screen.getByRole('region', { name: 'Find by e-mail' });
    await user.type(within(lookup).getByLabelText('E-mail address'), '  Dana@Example.com ');
    await user.click(within(lookup).getByRole('button', { name: 'Find' }));
    expect(await within(lookup).findByText('Nothing is stored for dana@example.com.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/api/contacts/by-email')).toEqual({ email: 'Dana@Example.com' });
  });
});
