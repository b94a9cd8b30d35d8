import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityPage } from '../../../../shared/activity';
import {
  salespersonRegistrationLabel,
  salespersonRegistrationMessage,
} from '../../../../shared/salesperson-registration';
import type { TeamAnswer, TeamPerson } from '../../../../shared/team-schema';
import { polyfillDialog, renderWithQueries, stubApi, teamPerson, type Answer } from '../../test/admin-test-utils';
import { TeamPanel } from './team-panel';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const dana = teamPerson('owner');
const lee = teamPerson('designer');
const noActivity: ActivityPage = { entries: [], page: 1, pageSize: 50, total: 0 };

function showTeam(people: TeamPerson[], onPut: (url: string, body: unknown) => Answer | undefined = () => undefined) {
  const team: TeamAnswer = { people, invitations: [], mailConfigured: true };
  const api = stubApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/team') return { body: team };
    if (method === 'GET' && url === '/api/team/activity?page=1') return { body: noActivity };
    if (method === 'GET' && url === '/api/team/settings') return { body: { requireTwoFactor: false } };
    if (method === 'PUT') return onPut(url, body);
    return undefined;
  });
  renderWithQueries(<TeamPanel signedInId={1} />);
  return api;
}

describe('the salesperson registration field on a Team card', () => {
  it('shows each person’s number with a sentence on what it is', async () => {
    showTeam([dana, { ...lee, salespersonRegistration: 'SLP.0123456' }]);
    const card = await screen.findByRole('article', { name: 'Lee Park' });
    const field = within(card).getByRole('textbox', { name: salespersonRegistrationLabel });
    expect(field).toHaveValue('SLP.0123456');
    expect(field).toHaveAccessibleDescription(
      /Department of Consumer Protection.*but its owners, who sign as the contractor.*nobody else can send a proposal without one/,
    );
    expect(within(card).getByRole('button', { name: 'Save registration' })).toBeDisabled();
  });

  it('saves what the owner typed, as the server wrote it', async () => {
    const user = userEvent.setup();
    const api = showTeam([dana, lee], () => ({
      body: { person: { ...lee, salespersonRegistration: 'SLP.0123456' } },
    }));
    const card = await screen.findByRole('article', { name: 'Lee Park' });
    await user.type(within(card).getByRole('textbox', { name: salespersonRegistrationLabel }), 'slp 0123456');
    await user.click(within(card).getByRole('button', { name: 'Save registration' }));
    expect(await screen.findByText('Lee Park’s registration is SLP.0123456')).toBeInTheDocument();
    // Sent as typed; the server writes it the one way, and the card shows what it wrote.
    expect(api.bodyOf('PUT', '/api/team/people/3/registration')).toEqual({ salespersonRegistration: 'slp 0123456' });
    expect(within(card).getByRole('textbox', { name: salespersonRegistrationLabel })).toHaveValue('SLP.0123456');
  });

  it('says what is wrong with a malformed number, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = showTeam([dana, lee]);
    const card = await screen.findByRole('article', { name: 'Lee Park' });
    const field = within(card).getByRole('textbox', { name: salespersonRegistrationLabel });
    await user.type(field, '0123456');
    await user.click(within(card).getByRole('button', { name: 'Save registration' }));
    expect(await within(card).findByText(salespersonRegistrationMessage)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests().filter((r) => r.startsWith('PUT'))).toEqual([]);
  });
});
