import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Design } from './design';
import { wallsOfWidths } from './design-rules';
import { startingLayout } from './layout';
import { defaultPriceBook, type PriceBook } from './price-book';
import { estimateConfirmation, estimateRange, formatEstimate, priceDesign } from './pricing';
import { designArb } from './test/design-arbitraries';

const walkIn = (change: Partial<Design> = {}): Design => ({
  ...startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([96, 120, 96]) }),
  ...change,
});

describe('priceDesign', () => {
  it('prices each kind of section by the linear foot from the price book, and adds up its lines', () => {
    const estimate = priceDesign(walkIn(), defaultPriceBook);
    const doubleHang = estimate.lineItems.find((item) => item.label === 'Double hang')!;
    const inches = walkIn()
      .walls.flatMap((w) => w.sections)
      .filter((s) => s.kind === 'double-hang')
      .reduce((sum, s) => sum + s.widthIn, 0);
    expect(doubleHang).toEqual({
      label: 'Double hang',
      quantity: Math.round((inches / 12) * 10) / 10,
      unit: 'linear ft',
      amount: Math.round((inches / 12) * defaultPriceBook.sectionPrices['double-hang']),
    });
    expect(estimate.total).toBe(estimate.lineItems.reduce((sum, item) => sum + item.amount, 0));
    expect(estimate.lineItems.map((item) => item.label)).toEqual(['Long hang', 'Double hang', 'Shelves', 'Drawers']);
  });

  it('prices overhead racks per rack, and finish, hardware and accessories from the book', () => {
    const garage = startingLayout({
      spaceType: 'Garage',
      ceilingIn: 120,
      walls: [{ name: 'Back wall', widthIn: 120 }],
      finish: 'walnut-veneer',
      hardware: 'brass',
      accessories: ['motion-sensors'],
    });
    const racks = garage.walls[0]!.sections.filter((s) => s.kind === 'overhead-rack').length;
    const estimate = priceDesign(garage, defaultPriceBook);
    const sections = estimate.lineItems.slice(0, 3);
    const sectionsAmount = sections.reduce((sum, item) => sum + item.amount, 0);
    expect(sections.find((item) => item.label === 'Overhead rack')).toEqual({
      label: 'Overhead rack',
      quantity: racks,
      unit: 'each',
      amount: racks * defaultPriceBook.sectionPrices['overhead-rack'],
    });
    expect(estimate.lineItems.slice(3)).toEqual([
      { label: 'Finish: Walnut Veneer', quantity: 1, unit: 'project', amount: Math.round(sectionsAmount * 0.75) },
      { label: 'Hardware: Brass', quantity: 1, unit: 'project', amount: Math.round(sectionsAmount * 0.05) },
      {
        label: 'Motion Sensors',
        quantity: 1,
        unit: 'each',
        amount: defaultPriceBook.accessoryPrices['motion-sensors'],
      },
    ]);
  });

  it('tops a small project up to the installation minimum', () => {
    const small = startingLayout({
      spaceType: 'Reach-In Closet',
      ceilingIn: 96,
      walls: [{ name: 'Back wall', widthIn: 36 }],
    });
    const estimate = priceDesign(small, defaultPriceBook);
    expect(estimate.total).toBe(defaultPriceBook.installationMinimum);
    expect(estimate.lineItems.at(-1)).toEqual({
      label: 'Installation minimum',
      quantity: 1,
      unit: 'project',
      amount: defaultPriceBook.installationMinimum - 3 * defaultPriceBook.sectionPrices['double-hang'],
    });
  });

  it('follows the price book it is given', () => {
    const dearer: PriceBook = {
      ...defaultPriceBook,
      sectionPrices: { ...defaultPriceBook.sectionPrices, drawers: defaultPriceBook.sectionPrices.drawers + 120 },
    };
    const drawerFeet = walkIn()
      .walls.flatMap((w) => w.sections)
      .filter((s) => s.kind === 'drawers')
      .reduce((sum, s) => sum + s.widthIn / 12, 0);
    expect(priceDesign(walkIn(), dearer).total - priceDesign(walkIn(), defaultPriceBook).total).toBe(
      Math.round(drawerFeet * 120),
    );
  });

  it('for any plan and spread, gives a range in $50 steps with low ≤ total ≤ high', () => {
    fc.assert(
      fc.property(designArb, fc.double({ min: 0, max: 0.5, noNaN: true }), (design, spread) => {
        const { total, range } = priceDesign(design, { ...defaultPriceBook, spread });
        expect(Number.isInteger(total)).toBe(true);
        expect(range.low % 50).toBe(0);
        expect(range.high % 50).toBe(0);
        expect(range.low).toBeLessThanOrEqual(total);
        expect(total).toBeLessThanOrEqual(range.high);
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});

describe('the estimate as shown', () => {
  it('rounds out to $50 and reads "Estimated $1,350–$1,850"', () => {
    expect(estimateRange(1600, 0.15)).toEqual({ low: 1350, high: 1850 });
    expect(estimateRange(2000, 0.25)).toEqual({ low: 1500, high: 2500 });
    expect(formatEstimate({ low: 1350, high: 1850 })).toBe('Estimated $1,350–$1,850');
    expect(estimateConfirmation).toBe('Your designer confirms the price after measuring');
  });
});
