import { spaceTypes, type SpaceType } from './space-types';

/** What a section of a wall holds, in the order the planner offers them. */
export const sectionKinds = [
  'long-hang',
  'double-hang',
  'triple-hang',
  'shelves',
  'drawers',
  'shoe-shelves',
  'hamper',
  'cabinet',
  'pantry-shelves',
  'lockers-with-bench',
  'desk',
  'workbench',
  'slatwall',
  'overhead-rack',
] as const;

export type SectionKind = (typeof sectionKinds)[number];

export const sectionKindLabels: Record<SectionKind, string> = {
  'long-hang': 'Long hang',
  'double-hang': 'Double hang',
  'triple-hang': 'Triple hang',
  shelves: 'Shelves',
  drawers: 'Drawers',
  'shoe-shelves': 'Shoe shelves',
  hamper: 'Hamper',
  cabinet: 'Cabinet',
  'pantry-shelves': 'Pantry shelves',
  'lockers-with-bench': 'Lockers with bench',
  desk: 'Desk',
  workbench: 'Workbench',
  slatwall: 'Slatwall',
  'overhead-rack': 'Overhead rack',
};

const closets: SpaceType[] = ['Walk-In Closet', 'Reach-In Closet', 'Kids Closet'];

/** Which spaces may hold each kind of section. */
export const sectionKindSpaces: Record<SectionKind, readonly SpaceType[]> = {
  'long-hang': [...closets, 'Laundry Room', 'Mudroom'],
  'double-hang': [...closets, 'Laundry Room'],
  'triple-hang': closets,
  shelves: spaceTypes,
  drawers: [...closets, 'Pantry', 'Laundry Room', 'Home Office'],
  'shoe-shelves': [...closets, 'Mudroom'],
  hamper: [...closets, 'Laundry Room'],
  cabinet: ['Walk-In Closet', 'Pantry', 'Garage', 'Laundry Room', 'Mudroom', 'Home Office'],
  'pantry-shelves': ['Pantry'],
  'lockers-with-bench': ['Mudroom'],
  desk: ['Home Office'],
  workbench: ['Garage'],
  slatwall: ['Garage'],
  'overhead-rack': ['Garage'],
};

export function kindAllowedIn(kind: SectionKind, spaceType: SpaceType): boolean {
  return sectionKindSpaces[kind].includes(spaceType);
}

/** The kinds a space may hold, in the planner's order. */
export function kindsForSpace(spaceType: SpaceType): SectionKind[] {
  return sectionKinds.filter((kind) => kindAllowedIn(kind, spaceType));
}
