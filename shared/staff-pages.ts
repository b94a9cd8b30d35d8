import { pageTitle, staffAreaPath, type SitePage } from './paths';
import type { Permission } from './team';

/** A staff page as the server, the prerender and the staff client know it. */
interface StaffPageFacts<Page extends string> {
  /**
   * Its address. A `:name` part is a record's id: such a page is rendered on request (never
   * prerendered) and has no link of its own in the staff navigation.
   */
  path: `${typeof staffAreaPath}${string}`;
  /** Its link in the staff navigation, its breadcrumb, and the page named in a refusal. */
  label: string;
  /** Its h1 and, with the business name, its document title. */
  heading: string;
  description: string;
  /** A role opens it (and sees its link) with any one of these. */
  needs: readonly Permission[];
  /** A record's page: the staff navigation marks this page's link as the current one. */
  within?: Page;
}

/** Checks the table's entries while keeping their literal types (`within` names one of its pages). */
const staffPageTable = <const T extends { [P in keyof T]: StaffPageFacts<Extract<keyof T, string>> }>(table: T) =>
  table;

// The dashboard's three tabs each need one of these: whoever may see one tab gets the page.
const dashboardNeeds = ['analytics:read', 'reviews:moderate', 'leads:read'] as const;

/**
 * The staff pages (signed-in only, noindex), in the staff navigation's order: the one table the
 * staff area's router, its navigation and guards, the server's routes and the prerender are made
 * from. The staff client adds what each page shows (client/src/staff/shell/staff-page-views.tsx).
 * Only the staff area's chunk loads it in the browser: the public pages' router knows staffAreaPath alone.
 */
export const staffPages = staffPageTable({
  dashboard: {
    path: '/admin',
    label: 'Dashboard',
    heading: 'Admin Dashboard',
    description: 'Staff dashboard for testimonials and consultation requests.',
    needs: dashboardNeeds,
  },
  myDay: {
    path: '/admin/my-day',
    label: 'My day',
    heading: 'My day',
    description: 'Staff: the visits and install days of a day.',
    needs: ['leads:read', 'installs:own'],
  },
  jobs: {
    path: '/admin/jobs',
    label: 'Jobs',
    heading: 'Jobs',
    description: 'Staff: signed jobs from the signature to closed.',
    needs: ['installs:schedule'],
  },
  schedule: {
    path: '/admin/schedule',
    label: 'Schedule',
    heading: 'Schedule',
    description: 'Staff: hours, days off and towns.',
    needs: ['leads:read', 'schedule:manage'],
  },
  gallery: {
    path: '/admin/gallery',
    label: 'Gallery',
    heading: 'Gallery',
    description: 'Staff: the photos of Our Work.',
    needs: ['photos:manage'],
  },
  priceBook: {
    path: '/admin/price-book',
    label: 'Price book',
    heading: 'Price book',
    description: 'Staff: the prices behind the planner’s estimates.',
    needs: ['price-book:manage'],
  },
  team: {
    path: '/admin/team',
    label: 'Team',
    heading: 'Team',
    description: 'Staff: people, roles and invitations.',
    needs: ['team:manage'],
  },
  account: {
    path: '/admin/account',
    label: 'Your account',
    heading: 'Your account',
    description: 'Staff: your sign-in and sessions.',
    needs: ['account:own'],
  },
  // Opened from a lead's card on the dashboard: whoever may open the dashboard.
  leadProposal: {
    path: '/admin/leads/:id/proposal',
    label: 'Proposal',
    heading: 'Proposal',
    description: 'Staff: a lead’s proposal.',
    needs: dashboardNeeds,
    within: 'dashboard',
  },
  // A signed job's change orders, opened from its accepted proposal.
  leadChangeOrder: {
    path: '/admin/leads/:id/change-order',
    label: 'Change order',
    heading: 'Change order',
    description: 'Staff: a signed job’s change orders.',
    needs: dashboardNeeds,
    within: 'dashboard',
  },
});

export type StaffPage = keyof typeof staffPages;

/** One row of the table with its key. */
type StaffPageEntry = { [P in StaffPage]: (typeof staffPages)[P] & { page: P } }[StaffPage];

/** A staff page with a fixed address: prerendered, linked in the staff navigation. */
export type FixedStaffPage = Exclude<StaffPageEntry, { path: `${string}:${string}` }>;
export type StaffSitePath = FixedStaffPage['path'];

export const staffPageList = (Object.keys(staffPages) as StaffPage[]).map(
  (page) => ({ ...staffPages[page], page }) as StaffPageEntry,
);

/** Whether a staff page has a record's id in its address. */
export const isRecordPage = (page: StaffPage) => staffPages[page].path.includes(':');
export const fixedStaffPages: readonly FixedStaffPage[] = staffPageList.filter(
  (entry): entry is FixedStaffPage => !isRecordPage(entry.page),
);

/** The parameters of a record page's address (`{ id: '7' }`); none for the others. */
export type StaffPageParams = Readonly<Record<string, string>>;

/** A record's id in an address: a whole number from 1, as the database numbers rows. */
const recordId = /^[1-9]\d{0,15}$/;

const addressPatterns = staffPageList.map(({ page, path }) => {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  return { page, names, pattern: new RegExp(`^${path.replace(/:\w+/g, '([^/]+)')}$`) };
});

/**
 * The staff page at an address, with its parameters; none when the address is no staff page.
 * The staff area's router and the server's answer (200 or 404) both ask this.
 */
export function staffPageAt(address: string): { page: StaffPage; params: StaffPageParams } | undefined {
  for (const { page, names, pattern } of addressPatterns) {
    const ids = pattern.exec(address)?.slice(1);
    if (ids?.every((id) => recordId.test(id)))
      return { page, params: Object.fromEntries(names.map((n, i) => [n, ids[i] ?? ''])) };
  }
  return undefined;
}

/** A staff page's address with its parameters filled in: /admin/leads/7/proposal. */
export const staffPagePath = (page: StaffPage, params: StaffPageParams = {}): string =>
  staffPages[page].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A lead's proposal editor. */
export const leadProposalPagePath = (leadId: number) => staffPagePath('leadProposal', { id: String(leadId) });

/** A signed job's change orders. */
export const leadChangeOrderPagePath = (leadId: number) => staffPagePath('leadChangeOrder', { id: String(leadId) });

/** The document title of a staff page: its heading, then the business name. */
export const staffPageTitle = (page: StaffPage) => pageTitle(staffPages[page].heading);

/** The staff pages with a fixed address as the prerender and the audit know pages: prerendered, noindex. */
export const staffSitePages = fixedStaffPages.map((entry) => ({
  path: entry.path,
  title: staffPageTitle(entry.page),
  description: entry.description,
  noindex: true,
})) satisfies SitePage[];
