import type { SpaceType } from './space-types';

/**
 * What can be built, in inches (shared/notes/tech-notes.md, "Closet planning rules of thumb", and
 * the spec's section 9). The schema refuses anything outside these; the layout keeps inside them.
 */
export const designLimits = {
  wallMinIn: 24,
  wallMaxIn: 240,
  ceilingMinIn: 84,
  ceilingMaxIn: 144,
  depthMinIn: 12,
  depthMaxIn: 30,
  /** Mudroom lockers need 3 ft of wall. */
  mudroomWallMinIn: 36,
  /** Overhead garage racks need a ceiling of 9 ft or more. */
  overheadRackCeilingMinIn: 108,
  sectionMinIn: 18,
  sectionMaxIn: 36,
  maxWalls: 4,
  maxSectionsPerWall: 12,
  /** Measurements are in whole inches or eighths (a tape measure's marks; exact in binary floats). */
  stepIn: 1 / 8,
} as const;

/** Pantry shelves are 12–16 in deep. */
export const pantryDepthIn = { min: 12, max: 16 } as const;

/** Wall names by position; a design's walls take them in this order unless named otherwise. */
const defaultWallNames = ['Back wall', 'Left wall', 'Right wall', 'Front wall'] as const;

export function defaultWallName(index: number): string {
  return defaultWallNames[index] ?? `Wall ${index + 1}`;
}

/** Walls of these widths in inches, named by position. */
export function wallsOfWidths(widthsIn: readonly number[]): { name: string; widthIn: number }[] {
  return widthsIn.map((widthIn, i) => ({ name: defaultWallName(i), widthIn }));
}

/** The planner's input labels: "Back wall width (inches)", "Ceiling height (inches)". */
export function wallFieldLabel(wallName: string, field: 'width' | 'depth'): string {
  return `${wallName} ${field} (inches)`;
}
export const ceilingFieldLabel = 'Ceiling height (inches)';

/** How deep the system stands on a wall when nobody says (the homeowner enters widths only). */
export const defaultDepthIn: Record<SpaceType, number> = {
  'Walk-In Closet': 24,
  'Reach-In Closet': 24,
  'Kids Closet': 24,
  Pantry: 14,
  Garage: 18,
  'Laundry Room': 24,
  Mudroom: 18,
  'Home Office': 24,
};

/** True for a finite number in whole inches or eighths of an inch. */
export function isEighths(value: number): boolean {
  return Number.isFinite(value) && Number.isInteger(value * 8);
}

/** The least a wall of this space may measure. */
export function wallMinFor(spaceType: SpaceType): number {
  return spaceType === 'Mudroom' ? designLimits.mudroomWallMinIn : designLimits.wallMinIn;
}
