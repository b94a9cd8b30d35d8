import type { Design } from './design';
import type { LineItem } from './pricing';

/**
 * The plan a homeowner sent with their request, as staff see it on the lead card: stored the day it
 * came, priced by the server with the price book of that day (whole dollars).
 */
export interface LeadPlan {
  /** "Walk-In Closet, 3 walls, estimated $4,200–$5,700" (planSummary). */
  summary: string;
  /** The plan's address (designToQuery), without "?". */
  query: string;
  design: Design;
  estimate: { low: number; high: number; total: number };
  lineItems: LineItem[];
  /** When it was stored (UTC). */
  createdAt: string;
}

/** The planner showing a plan: "Open in the planner", and the link in the lead e-mail. */
export const plannerAddress = (query: string) => `/plan?${query}`;
