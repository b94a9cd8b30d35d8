import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffPageList, type StaffPage } from '../../../../shared/staff-pages';
import { staffRoles, type StaffRole } from '../../../../shared/team';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { StaffArea } from './staff-area';

afterEach(() => vi.unstubAllGlobals());

// The lazily loaded views are imported once here, so that a slow first import on a busy machine
// fails (with its own error) or finishes before the cases below wait for their headings.
beforeAll(async () => {
  await Promise.all([import('../proposal/proposal-editor-page'), import('../change-order/change-order-page')]);
});

/** What each role may open, as the roles are meant to work (shared/team.ts). */
const opens: Record<StaffRole, readonly StaffPage[]> = {
  owner: [
    'dashboard',
    'myDay',
    'jobs',
    'schedule',
    'gallery',
    'priceBook',
    'team',
    'account',
    'leadProposal',
    'leadChangeOrder',
  ],
  office: [
    'dashboard',
    'myDay',
    'jobs',
    'schedule',
    'gallery',
    'priceBook',
    'account',
    'leadProposal',
    'leadChangeOrder',
  ],
  designer: ['dashboard', 'myDay', 'schedule', 'gallery', 'account', 'leadProposal', 'leadChangeOrder'],
  installer: ['myDay', 'account'],
};

/** The staff navigation each role gets, on every page. */
const navFor: Record<StaffRole, readonly string[]> = {
  owner: ['Dashboard', 'My day', 'Jobs', 'Schedule', 'Gallery', 'Price book', 'Team', 'Your account'],
  office: ['Dashboard', 'My day', 'Jobs', 'Schedule', 'Gallery', 'Price book', 'Your account'],
  designer: ['Dashboard', 'My day', 'Schedule', 'Gallery', 'Your account'],
  installer: ['My day', 'Your account'],
};

/** Whose refusal each page shows to a role that may not open it. */
const refusals: Partial<Record<StaffPage, string>> = {
  dashboard: 'Only the owner, the office and the designer can open Dashboard. Ask the owner if you need it.',
  myDay: 'Only the owner, the office and the designer can open My day. Ask the owner if you need it.',
  schedule: 'Only the owner, the office and the designer can open Schedule. Ask the owner if you need it.',
  gallery: 'Only the owner, the office and the designer can open Gallery. Ask the owner if you need it.',
  leadProposal: 'Only the owner, the office and the designer can open Proposal. Ask the owner if you need it.',
  jobs: 'Only the owner and the office can open Jobs. Ask the owner if you need it.',
  leadChangeOrder: 'Only the owner, the office and the designer can open Change order. Ask the owner if you need it.',
  priceBook: 'Only the owner and the office can open Price book. Ask the owner if you need it.',
  team: 'Only the owner can open Team. Ask the owner if you need it.',
};

/** The link the navigation marks as the current page. */
const currentLink = () =>
  within(screen.getByRole('navigation', { name: 'Staff pages' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

const cases = staffRoles.flatMap((role) => staffPageList.map((entry) => [role, entry.page, entry] as const));

describe('each page of the table, for each role', () => {
  it.each(cases)(
    '%s on %s: its view or a refusal, the links the role may open, its own marked',
    async (role, page, entry) => {
      stubApi(() => ({ status: 503, body: { success: false, error: 'Not in this test' } }));
      renderWithQueries(<StaffArea page={page} params={{ id: '7' }} />, { authenticated: true, user: staff(role, 3) });

      // The view's own heading (the refusal's comes from the table).
      expect(await screen.findByRole('heading', { level: 1, name: entry.heading })).toBeInTheDocument();
      if (opens[role].includes(page)) {
        expect(screen.queryByText(/^Only the /)).toBeNull();
      } else {
        expect(screen.getByRole('alert')).toHaveTextContent(refusals[page] ?? 'a refusal');
      }
      expect(
        within(screen.getByRole('navigation', { name: 'Staff pages' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(navFor[role]);
      // A lead's proposal and change orders are marked as within the dashboard.
      const marked = page === 'leadProposal' || page === 'leadChangeOrder' ? 'Dashboard' : entry.label;
      expect(currentLink()).toEqual(navFor[role].includes(marked) ? [marked] : []);
    },
  );
});
