import { formatDollars } from '../money';
import type { Design } from './design';
import type { EstimateRange } from './pricing';

/** A plan in one line: "Walk-In Closet, 3 walls, estimated $4,200–$5,700". */
export function planSummary(design: Pick<Design, 'spaceType' | 'walls'>, range: EstimateRange): string {
  const walls = design.walls.length === 1 ? '1 wall' : `${design.walls.length} walls`;
  return `${design.spaceType}, ${walls}, estimated ${formatDollars(range.low * 100)}–${formatDollars(range.high * 100)}`;
}

/** The query parameter of /contact that carries a plan's address (designToQuery's string). */
export const planQueryParam = 'plan';
