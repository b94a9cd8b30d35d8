import { staffPaths, type StaffPage } from '../../../../../shared/paths';
import { can, staffRoleLabels, staffRoles, type Permission, type StaffRole } from '../../../../../shared/team';

/** A staff page as the navigation lists it, and what a role needs to open it (any one of `needs`). */
export interface StaffPageLink {
  page: StaffPage;
  path: (typeof staffPaths)[StaffPage];
  label: string;
  needs: readonly Permission[];
}

const link = (page: StaffPage, label: string, needs: readonly Permission[]): StaffPageLink => ({
  page,
  path: staffPaths[page],
  label,
  needs,
});

const byPage: Record<StaffPage, StaffPageLink> = {
  // The dashboard's three tabs each need one of these: whoever may see one tab gets the page.
  dashboard: link('dashboard', 'Dashboard', ['analytics:read', 'reviews:moderate', 'leads:read']),
  myDay: link('myDay', 'My day', ['leads:read']),
  schedule: link('schedule', 'Schedule', ['leads:read', 'schedule:manage']),
  gallery: link('gallery', 'Gallery', ['photos:manage']),
  priceBook: link('priceBook', 'Price book', ['price-book:manage']),
  team: link('team', 'Team', ['team:manage']),
  account: link('account', 'Your account', ['account:own']),
};

/** The dashboard and the back office's own pages, in the navigation's order. */
export const staffPageLinks: readonly StaffPageLink[] = Object.values(byPage);

export const staffPageLink = (page: StaffPage): StaffPageLink => byPage[page];

const mayOpen = (role: StaffRole, l: StaffPageLink) => l.needs.some((p) => can(role, p));

/** "Only the owner can open Team.": what a person whose role may not open a page reads there. */
export function refusal(l: StaffPageLink): string {
  const who = staffRoles.filter((role) => mayOpen(role, l)).map((role) => `the ${staffRoleLabels[role].toLowerCase()}`);
  return `Only ${who.join(' and ')} can open ${l.label}.`;
}
