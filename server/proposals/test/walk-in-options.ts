import type { AccessoryId } from '../../../shared/design/accessories';
import type { Design } from '../../../shared/design/design';
import { wallsOfWidths } from '../../../shared/design/design-rules';
import { startingLayout } from '../../../shared/design/layout';

/**
 * A walk-in closet's three options on walls of these widths: Good in the standard finish, Better in
 * oak with brushed nickel, Best in walnut with matte black, each with the accessories given.
 */
export function walkInOptions(
  wallWidthsIn: number[],
  accessories: { better: AccessoryId[]; best: AccessoryId[] },
): Record<'Good' | 'Better' | 'Best', Design> {
  const base = { spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths(wallWidthsIn) } as const;
  return {
    Good: startingLayout(base),
    Better: startingLayout({
      ...base,
      finish: 'oak-woodgrain',
      hardware: 'brushed-nickel',
      accessories: accessories.better,
    }),
    Best: startingLayout({ ...base, finish: 'walnut-veneer', hardware: 'matte-black', accessories: accessories.best }),
  };
}
