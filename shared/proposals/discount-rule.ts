import type { ExtraLine } from './proposal';

/**
 * What counts as a designer's discount on an option: the sum of its added lines with a negative
 * amount (whole dollars, as a positive number). Lines that add are not netted against it, so a
 * made-up charge cannot hide a discount.
 */
export const discountOf = (extraLines: readonly ExtraLine[]): number =>
  extraLines.reduce((sum, line) => sum + (line.amount < 0 ? -line.amount : 0), 0);

/** True when the discount takes more than `maxPercent` off the price-book subtotal (integers only, no rounding). */
export const isOverDiscountCap = (discount: number, subtotal: number, maxPercent: number): boolean =>
  discount > 0 && discount * 100 > maxPercent * subtotal;

/** The share taken off, rounded up to a tenth of a percent, so a share just over the cap never reads as the cap. */
function percentText(discount: number, subtotal: number): string {
  const tenths = subtotal > 0 ? Math.ceil((discount * 1000) / subtotal) : Infinity;
  return Number.isFinite(tenths) ? `${(tenths / 10).toLocaleString('en-US')}%` : 'all';
}

/** `Option "Better" takes 20% off its price-book price; only the owner or office can send a discount above 15%.` */
export const discountCapMessage = (optionName: string, discount: number, subtotal: number, maxPercent: number) =>
  `Option "${optionName}" takes ${percentText(discount, subtotal)} off its price-book price; only the owner or office can send a discount above ${maxPercent}%.`;
