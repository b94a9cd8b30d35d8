import type { AccessoryId } from './accessories';
import type { FinishId, HardwareFinishId } from './finishes';
import type { SectionKind } from './section-kinds';
import { oneThirdPercent } from '../payments/payment-schedule';

/**
 * What the company charges, owned by staff (/admin/price-book). Amounts are whole dollars:
 * sections per linear foot of wall, overhead racks per rack; multipliers scale the sections'
 * price; the installation minimum is the least a project costs; the spread widens the estimate
 * into a range (0.15 → 15% either side).
 */
export interface PriceBook {
  sectionPrices: Record<SectionKind, number>;
  finishMultipliers: Record<FinishId, number>;
  hardwareMultipliers: Record<HardwareFinishId, number>;
  accessoryPrices: Record<AccessoryId, number>;
  installationMinimum: number;
  spread: number;
  /**
   * The most a designer's discount lines may take off an option, in percent of its price-book
   * subtotal; a larger discount is sent only by the owner or office (price-book:manage).
   */
  maxDiscountPercent: number;
  /**
   * The payment schedule a new proposal starts with (shared/payments/): the deposit's share of the
   * total, one-third unless the owner changes it, and a progress payment at the start of
   * installation (0: none). The designer may change both on a proposal.
   */
  depositPercent: number;
  progressPercent: number;
}

/**
 * The company's own settings in the book, not prices: the discount cap and the default payment
 * schedule. The homeowner reads a schedule in their proposal, never the company's default.
 */
type CompanySettings = 'maxDiscountPercent' | 'depositPercent' | 'progressPercent';

/** The prices as homeowners see them (the planner, its pages, the public API): no company settings. */
export type PublicPriceBook = Omit<PriceBook, CompanySettings>;

export function publicPriceBook(book: PriceBook): PublicPriceBook {
  const { maxDiscountPercent, depositPercent, progressPercent, ...prices } = book;
  void [maxDiscountPercent, depositPercent, progressPercent];
  return prices;
}

/** Sections priced per rack rather than per linear foot. */
export const perUnitKinds: readonly SectionKind[] = ['overhead-rack'];

export const priceBookLimits = {
  maxPrice: 100_000,
  multiplier: { min: 0.5, max: 5 },
  spread: { min: 0, max: 0.5 },
  maxDiscountPercent: { min: 0, max: 100 },
} as const;

/**
 * The prices a fresh install starts from, set so the spec's figures (section 9) hold: a 72 in
 * reach-in in the standard finish estimates inside $1,200–$2,000, a 96-120-96 in walk-in inside
 * $2,500–$8,000 and a walk-in pantry of the same walls inside $3,000–$8,000 (price-book.test.ts).
 */
export const defaultPriceBook: PriceBook = {
  sectionPrices: {
    'long-hang': 190,
    'double-hang': 200,
    'triple-hang': 210,
    shelves: 210,
    drawers: 420,
    'shoe-shelves': 260,
    hamper: 380,
    cabinet: 400,
    'pantry-shelves': 240,
    'lockers-with-bench': 420,
    desk: 380,
    workbench: 320,
    slatwall: 110,
    'overhead-rack': 450,
  },
  finishMultipliers: {
    'crisp-white': 1,
    'soft-gray': 1,
    'deep-navy': 1.05,
    'oak-woodgrain': 1.1,
    'walnut-woodgrain': 1.1,
    'cherry-woodgrain': 1.1,
    'woven-linen': 1.15,
    'brushed-texture': 1.15,
    'super-matte': 1.25,
    'high-gloss': 1.25,
    'oak-veneer': 1.6,
    'walnut-veneer': 1.75,
    'maple-veneer': 1.6,
  },
  hardwareMultipliers: {
    chrome: 1,
    'brushed-nickel': 1.03,
    'matte-black': 1.03,
    brass: 1.05,
  },
  accessoryPrices: {
    'valet-rod': 45,
    'pull-down-closet-rod': 180,
    'tie-belt-racks': 95,
    'scarf-organizer': 85,
    'slanted-shoe-shelves': 120,
    'shoe-cubbies': 150,
    'pull-out-shoe-racks': 160,
    'boot-storage': 140,
    'jewelry-trays': 110,
    'watch-organizer': 90,
    'sock-underwear-dividers': 60,
    'locking-drawer': 150,
    'tilt-out-hamper': 220,
    'double-pull-out-hamper': 260,
    'fold-down-ironing-board': 240,
    'pull-out-drying-rack': 130,
    'pull-out-mirror': 210,
    'handbag-shelves': 120,
    'pant-rack': 150,
    'luggage-shelf': 90,
    'led-shelf-lighting': 180,
    'hanging-rod-lights': 160,
    'motion-sensors': 75,
    'lit-display-cases': 450,
  },
  installationMinimum: 1500,
  spread: 0.15,
  maxDiscountPercent: 15,
  depositPercent: oneThirdPercent,
  progressPercent: 0,
};
