import { describe, expect, it } from 'vitest';
import {
  fixedStaffPages,
  isRecordPage,
  leadChangeOrderPagePath,
  leadProposalPagePath,
  staffPageAt,
  staffPageList,
  staffPagePath,
  staffPageTitle,
  staffSitePages,
} from './staff-pages';

describe('the table of staff pages', () => {
  it('keeps each page’s address, link, heading and permissions, in the navigation’s order', () => {
    expect(staffPageList.map(({ page, path, label, heading, needs }) => [page, path, label, heading, needs])).toEqual([
      ['dashboard', '/admin', 'Dashboard', 'Admin Dashboard', ['analytics:read', 'reviews:moderate', 'leads:read']],
      ['myDay', '/admin/my-day', 'My day', 'My day', ['leads:read', 'installs:own']],
      ['jobs', '/admin/jobs', 'Jobs', 'Jobs', ['installs:schedule']],
      ['schedule', '/admin/schedule', 'Schedule', 'Schedule', ['leads:read', 'schedule:manage']],
      ['gallery', '/admin/gallery', 'Gallery', 'Gallery', ['photos:manage']],
      ['priceBook', '/admin/price-book', 'Price book', 'Price book', ['price-book:manage']],
      ['team', '/admin/team', 'Team', 'Team', ['team:manage']],
      ['account', '/admin/account', 'Your account', 'Your account', ['account:own']],
      [
        'leadProposal',
        '/admin/leads/:id/proposal',
        'Proposal',
        'Proposal',
        ['analytics:read', 'reviews:moderate', 'leads:read'],
      ],
      [
        'leadChangeOrder',
        '/admin/leads/:id/change-order',
        'Change order',
        'Change order',
        ['analytics:read', 'reviews:moderate', 'leads:read'],
      ],
    ]);
  });

  it('prerenders the pages with an address of their own, with their title and description, noindex', () => {
    expect(fixedStaffPages.map((p) => p.page)).toEqual([
      'dashboard',
      'myDay',
      'jobs',
      'schedule',
      'gallery',
      'priceBook',
      'team',
      'account',
    ]);
    expect(staffSitePages).toContainEqual({
      path: '/admin',
      title: 'Admin Dashboard | Shoreline Custom Closets',
      description: 'Staff dashboard for testimonials and consultation requests.',
      noindex: true,
    });
    expect(staffSitePages).toContainEqual({
      path: '/admin/price-book',
      title: 'Price book | Shoreline Custom Closets',
      description: 'Staff: the prices behind the planner’s estimates.',
      noindex: true,
    });
    expect(staffSitePages.map((p) => p.path)).toEqual(fixedStaffPages.map((p) => p.path));
  });

  it('renders a lead’s proposal and change orders on request, within the dashboard, at the lead’s own address', () => {
    expect(staffPageList.filter((p) => isRecordPage(p.page))).toEqual([
      expect.objectContaining({ page: 'leadProposal', within: 'dashboard' }),
      expect.objectContaining({ page: 'leadChangeOrder', within: 'dashboard' }),
    ]);
    expect(leadChangeOrderPagePath(7)).toBe('/admin/leads/7/change-order');
    expect(leadProposalPagePath(7)).toBe('/admin/leads/7/proposal');
    expect(staffPagePath('leadProposal', { id: 'a/b' })).toBe('/admin/leads/a%2Fb/proposal');
    expect(staffPagePath('team')).toBe('/admin/team');
    expect(staffPageTitle('leadProposal')).toBe('Proposal | Shoreline Custom Closets');
  });
});

describe('the staff page at an address', () => {
  it('finds each page of the table, a record’s id among its parameters', () => {
    expect(staffPageAt('/admin')).toEqual({ page: 'dashboard', params: {} });
    expect(staffPageAt('/admin/price-book')).toEqual({ page: 'priceBook', params: {} });
    expect(staffPageAt('/admin/leads/7/proposal')).toEqual({ page: 'leadProposal', params: { id: '7' } });
    for (const { page, path } of fixedStaffPages) expect(staffPageAt(path)?.page).toBe(page);
  });

  it.each([
    '/admin/unknown',
    '/admin/',
    '/admin/my-day/extra',
    '/admin/leads/abc/proposal',
    '/admin/leads/0/proposal',
    '/admin/leads/07/proposal',
    '/admin/leads/7/whatever',
    '/admin/leads/7/proposal/x',
    '/adminx',
    '/',
  ])('finds none at %s', (address) => {
    expect(staffPageAt(address)).toBeUndefined();
  });
});
