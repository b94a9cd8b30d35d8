import { describe, expect, it } from 'vitest';
import { designFieldErrors } from './design';
import { startingLayout } from './layout';
import { defaultPriceBook } from './price-book';
import { priceBookSchema } from './price-book-schema';
import { priceDesign } from './pricing';
import { spaceTypes, type SpaceType } from './space-types';

const estimate = (spaceType: SpaceType, widths: number[], ceilingIn = 96) =>
  priceDesign(
    startingLayout({
      spaceType,
      ceilingIn,
      walls: widths.map((widthIn, i) => ({ name: `Wall ${i + 1}`, widthIn })),
    }),
    defaultPriceBook,
  ).range;

describe('the default price book keeps to the spec’s figures (section 9)', () => {
  it('a 72 in reach-in in the standard finish estimates inside $1,200–$2,000', () => {
    const range = estimate('Reach-In Closet', [72]);
    expect(range.low).toBeGreaterThanOrEqual(1200);
    expect(range.high).toBeLessThanOrEqual(2000);
  });

  it('an 8 ft, 10 ft, 8 ft walk-in closet estimates inside $2,500–$8,000', () => {
    const range = estimate('Walk-In Closet', [96, 120, 96]);
    expect(range.low).toBeGreaterThanOrEqual(2500);
    expect(range.high).toBeLessThanOrEqual(8000);
  });

  it('a walk-in pantry of the same walls estimates inside $3,000–$8,000, and a reach-in pantry from about $1,500', () => {
    const range = estimate('Pantry', [96, 120, 96]);
    expect(range.low).toBeGreaterThanOrEqual(3000);
    expect(range.high).toBeLessThanOrEqual(8000);
    const reachIn = estimate('Pantry', [48]);
    expect(reachIn.low).toBeGreaterThanOrEqual(1200);
    expect(reachIn.high).toBeLessThanOrEqual(2000);
  });

  it('every space of one 8 ft wall lands between the installation minimum and a plausible ceiling', () => {
    for (const spaceType of spaceTypes) {
      const range = estimate(spaceType, [96], 120);
      expect(range.low, spaceType).toBeGreaterThanOrEqual(1200);
      expect(range.high, spaceType).toBeLessThanOrEqual(5000);
    }
  });

  it('is a price book its own schema accepts', () => {
    expect(priceBookSchema.safeParse(defaultPriceBook).success).toBe(true);
  });
});

describe('the price book schema', () => {
  it('refuses negative, fractional and missing prices, and an out-of-range spread, naming each', () => {
    const result = priceBookSchema.safeParse({
      ...defaultPriceBook,
      sectionPrices: { ...defaultPriceBook.sectionPrices, drawers: -5, shelves: 12.5 },
      finishMultipliers: { ...defaultPriceBook.finishMultipliers, 'oak-veneer': 9 },
      hardwareMultipliers: { ...defaultPriceBook.hardwareMultipliers, brass: Number.NaN },
      accessoryPrices: { ...defaultPriceBook.accessoryPrices, 'valet-rod': 'free' },
      installationMinimum: 1e9,
      spread: 0.9,
    });
    expect(designFieldErrors(result.error!)).toEqual({
      'sectionPrices.drawers': 'The drawers price cannot be negative',
      'sectionPrices.shelves': 'The shelves price must be a whole number of dollars',
      'finishMultipliers.oak-veneer': 'The Oak Veneer multiplier must be 0.5 to 5',
      'hardwareMultipliers.brass': 'The Brass hardware multiplier must be a number, e.g. 1.15',
      'accessoryPrices.valet-rod': 'The Valet Rod price must be a whole number of dollars',
      installationMinimum: 'The installation minimum must be at most $100,000',
      spread: 'The spread must be 0 to 0.5',
    });
  });
});
