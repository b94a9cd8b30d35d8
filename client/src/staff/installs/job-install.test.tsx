import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobInstall } from '../../../../shared/installs/install-schema';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { JobInstallCard } from './job-install';

afterEach(() => vi.unstubAllGlobals());

const installUrl = '/api/contacts/9/install';
const booked: JobInstall = {
  install: {
    leadId: 9,
    address: '14 Harbor Road, Westport, CT',
    notes: '',
    sequence: 1,
    cancelledAt: null,
    days: [{ startsAt: '2026-12-14T13:00:00.000Z', endsAt: '2026-12-14T21:00:00.000Z' }],
    crew: [{ id: 4, name: 'Chris Doyle' }],
  },
  installers: [{ id: 4, name: 'Chris Doyle' }],
  completeOn: '2026-12-23',
  workAddress: '14 Harbor Road, Westport, CT',
  warning: null,
};

function showInstall() {
  let now = booked;
  stubApi(({ method, url }) => {
    if (url !== installUrl) return undefined;
    if (method === 'DELETE') {
      now = { ...booked, install: { ...booked.install!, cancelledAt: '2026-11-29T15:00:00.000Z' } };
      return { body: { success: true } };
    }
    return { body: now };
  });
  renderWithQueries(<JobInstallCard leadId={9} idPrefix="lead" />, { authenticated: true, user: staff('office') });
}

describe('a job’s Install group, by keyboard', () => {
  it('keeps focus through Move install, Cancel install, Keep it and the cancellation', async () => {
    const user = userEvent.setup();
    showInstall();
    const move = await screen.findByRole('button', { name: 'Move install' });
    move.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Day 1 date')).toHaveFocus();
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move install' })).toHaveFocus();

    screen.getByRole('button', { name: 'Cancel install' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel install' })).toHaveFocus();

    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Yes, cancel the install' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The install was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule install' })).toHaveFocus();
  });
});
