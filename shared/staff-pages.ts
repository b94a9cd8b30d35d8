import type { Permission } from './team';

/** A staff page as the server, the prerender and the staff client know it. */
interface StaffPageFacts<Page extends string> {
  /**
   * Its address. A `:name` part is a record's id: such a page is rendered on request (never
   * prerendered) and has no link of its own in the staff navigation.
   */
  path: `/admin${string}`;
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
 * routes (client and server), the prerender, the navigation and the guards are made from. The
 * staff client adds what each page shows (client/src/components/admin/shell/staff-page-views.tsx).
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
    description: 'Staff: the visits of a day.',
    needs: ['leads:read'],
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
});

export type StaffPage = keyof typeof staffPages;

/** One row of the table with its key. */
export type StaffPageEntry = { [P in StaffPage]: (typeof staffPages)[P] & { page: P } }[StaffPage];

type RecordPath = `${string}:${string}`;
/** A staff page with a fixed address: prerendered, linked in the staff navigation. */
export type FixedStaffPage = Exclude<StaffPageEntry, { path: RecordPath }>;
/** A staff page with a record's id in its address, rendered on request. */
export type RecordStaffPage = Extract<StaffPageEntry, { path: RecordPath }>;
export type StaffSitePath = FixedStaffPage['path'];

export const staffPageList = (Object.keys(staffPages) as StaffPage[]).map(
  (page) => ({ ...staffPages[page], page }) as StaffPageEntry,
);

/** Whether a staff page has a record's id in its address. */
export const isRecordPage = (page: StaffPage) => staffPages[page].path.includes(':');
export const fixedStaffPages: readonly FixedStaffPage[] = staffPageList.filter(
  (entry): entry is FixedStaffPage => !isRecordPage(entry.page),
);
export const recordStaffPages: readonly RecordStaffPage[] = staffPageList.filter((entry): entry is RecordStaffPage =>
  isRecordPage(entry.page),
);

/** The parameters of a record page's address (`{ id: '7' }`); none for the others. */
export type StaffPageParams = Readonly<Record<string, string | undefined>>;
