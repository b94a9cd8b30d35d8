import { formatDollars } from '../money';
import type { Design } from './design';
import type { EstimateRange } from './pricing';

/** The space and how many walls: "Walk-In Closet, 3 walls" (the leads CSV's "Planned space"). */
export function plannedSpace(design: Pick<Design, 'spaceType' | 'walls'>): string {
  const walls = design.walls.length === 1 ? '1 wall' : `${design.walls.length} walls`;
  return `${design.spaceType}, ${walls}`;
}

/** A range in dollars: "$4,200–$5,700" (the leads CSV's "Estimate"). */
export function dollarRange(range: EstimateRange): string {
  return `${formatDollars(range.low * 100)}–${formatDollars(range.high * 100)}`;
}

/** A plan in one line: "Walk-In Closet, 3 walls, estimated $4,200–$5,700". */
export function planSummary(design: Pick<Design, 'spaceType' | 'walls'>, range: EstimateRange): string {
  return `${plannedSpace(design)}, estimated ${dollarRange(range)}`;
}

/** The query parameter of /contact that carries a plan's address (designToQuery's string). */
export const planQueryParam = 'plan';
