import { designFromQuery, designToQuery } from '../../shared/design/design-query';
import type { Design } from '../../shared/design/design';
import type { PriceBook } from '../../shared/design/price-book';
import { priceDesign, type Estimate } from '../../shared/design/pricing';

/** A plan checked and priced on the server, ready to be stored with its lead. */
export interface PlanSnapshot {
  design: Design;
  /** The address of the checked design (designToQuery), not the text the browser sent. */
  query: string;
  estimate: Estimate;
  priceBook: PriceBook;
}

export type PlanReading =
  | { success: true; plan: PlanSnapshot }
  /** error: the answer's sentence; reason: the same without its opening, to show beside the plan. */
  | { success: false; error: string; reason: string };

/** Said when a plan fails in a way no field names (it never should). */
const unreadablePlan = 'This plan cannot be read; please open it in the planner again';

/**
 * The plan sent with a consultation request (its address, as designFromQuery reads it), checked
 * with the design's rules and priced with `book`: whatever price the browser showed is never read.
 * Undefined when no plan came; otherwise the plan, or the first reason it cannot be built as a
 * sentence for the form: "Please check your plan: Back wall width must be 24 to 240 in".
 */
export function readPlan(text: string | undefined, book: PriceBook): PlanReading | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const read = designFromQuery(new URLSearchParams(text.trim()));
  if (!read.success) {
    const reason = Object.values(read.errors)[0] ?? unreadablePlan;
    return { success: false, error: `Please check your plan: ${reason}`, reason };
  }
  const { design } = read;
  return {
    success: true,
    plan: { design, query: designToQuery(design), estimate: priceDesign(design, book), priceBook: book },
  };
}
