import { formatDollars } from '../money';
import { accessoryName } from './accessories';
import type { Design } from './design';
import { finishLabel, hardwareFinishLabel } from './finishes';
import { perUnitKinds, type PublicPriceBook } from './price-book';
import { sectionKindLabels, sectionKinds, type SectionKind } from './section-kinds';

export interface LineItem {
  label: string;
  quantity: number;
  unit: 'linear ft' | 'each' | 'project';
  /** Whole dollars. */
  amount: number;
}

export interface EstimateRange {
  low: number;
  high: number;
}

export interface Estimate {
  lineItems: LineItem[];
  /** Whole dollars: the sum of the line items. */
  total: number;
  /** The total widened by the price book's spread, rounded out to $50. */
  range: EstimateRange;
}

/** What follows a line item's label: its length in linear feet, or a count above one. */
export const quantityText = (item: LineItem) =>
  item.unit === 'linear ft'
    ? `, ${item.quantity} linear ft`
    : item.unit === 'each' && item.quantity > 1
      ? ` × ${item.quantity}`
      : '';

/** Shown under every estimate. */
export const estimateConfirmation = 'Your designer confirms the price after measuring';

const roundTo = 50;

/**
 * The estimate of a design from a price book: a line per kind of section (linear feet, or racks),
 * the finish and hardware upgrades over the sections, each accessory, and the installation minimum
 * topping up a small project. Expects a design the schema accepted; no parsing here, so the
 * planner can price every keystroke.
 */
export function priceDesign(design: Design, book: PublicPriceBook): Estimate {
  const inches = new Map<SectionKind, number>();
  const units = new Map<SectionKind, number>();
  for (const wall of design.walls) {
    for (const { kind, widthIn } of wall.sections) {
      inches.set(kind, (inches.get(kind) ?? 0) + widthIn);
      units.set(kind, (units.get(kind) ?? 0) + 1);
    }
  }
  const lineItems: LineItem[] = [];
  let sectionsAmount = 0;
  for (const kind of sectionKinds) {
    const widthIn = inches.get(kind);
    if (widthIn === undefined) continue;
    const perUnit = perUnitKinds.includes(kind);
    const quantity = perUnit ? (units.get(kind) ?? 0) : Math.round((widthIn / 12) * 10) / 10;
    const amount = Math.round((perUnit ? quantity : widthIn / 12) * book.sectionPrices[kind]);
    sectionsAmount += amount;
    lineItems.push({ label: sectionKindLabels[kind], quantity, unit: perUnit ? 'each' : 'linear ft', amount });
  }
  // The finish and the hardware each scale the sections' price; a line only where that changes it.
  const upgrades = [
    { label: `Finish: ${finishLabel(design.finish)}`, multiplier: book.finishMultipliers[design.finish] },
    {
      label: `Hardware: ${hardwareFinishLabel(design.hardware)}`,
      multiplier: book.hardwareMultipliers[design.hardware],
    },
  ];
  for (const { label, multiplier } of upgrades) {
    const amount = Math.round(sectionsAmount * (multiplier - 1));
    if (amount !== 0) lineItems.push({ label, quantity: 1, unit: 'project', amount });
  }
  for (const id of design.accessories) {
    lineItems.push({ label: accessoryName(id), quantity: 1, unit: 'each', amount: book.accessoryPrices[id] });
  }
  let total = lineItems.reduce((sum, item) => sum + item.amount, 0);
  if (total < book.installationMinimum) {
    lineItems.push({
      label: 'Installation minimum',
      quantity: 1,
      unit: 'project',
      amount: book.installationMinimum - total,
    });
    total = book.installationMinimum;
  }
  return { lineItems, total, range: estimateRange(total, book.spread) };
}

/** The total widened by the spread, low rounded down and high rounded up to $50. */
export function estimateRange(total: number, spread: number): EstimateRange {
  return {
    low: Math.max(0, Math.floor((total * (1 - spread)) / roundTo + 1e-9) * roundTo),
    high: Math.ceil((total * (1 + spread)) / roundTo - 1e-9) * roundTo,
  };
}

/** "Estimated $1,350–$1,850". */
export function formatEstimate(range: EstimateRange): string {
  return `Estimated ${formatDollars(range.low * 100)}–${formatDollars(range.high * 100)}`;
}
