import { fixedStaffPages, staffPages, type FixedStaffPage, type StaffPage } from '../../../../shared/staff-pages';
import { can, staffRoleLabels, staffRoles, type Permission } from '../../../../shared/team';

type May = (permission: Permission) => boolean;

/** The guard of every staff page: its table row's needs, any one of them. */
export const mayOpen = (page: StaffPage, may: May) => staffPages[page].needs.some(may);

/** The staff navigation's links: the pages with an address of their own that this person may open. */
export const navLinks = (may: May): readonly FixedStaffPage[] => fixedStaffPages.filter((l) => mayOpen(l.page, may));

/** The page whose link the navigation marks as current: a record's page is shown within its own. */
export function navPage(page: StaffPage): StaffPage {
  const here = staffPages[page];
  return 'within' in here ? here.within : page;
}

/** "Only the owner can open Team.": what a person whose role may not open a page reads there. */
export function refusal(page: StaffPage): string {
  const who = staffRoles
    .filter((role) => mayOpen(page, (permission) => can(role, permission)))
    .map((role) => `the ${staffRoleLabels[role].toLowerCase()}`);
  const names = who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who.at(-1)}` : who[0];
  return `Only ${names} can open ${staffPages[page].label}.`;
}
