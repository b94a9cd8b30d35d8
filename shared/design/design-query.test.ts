import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designFromQuery, designToQuery } from './design-query';
import { startingLayout } from './layout';
import { designArb } from './test/design-arbitraries';

describe("a plan's address", () => {
  it('reproduces any plan', () => {
    fc.assert(
      fc.property(designArb, (design) => {
        expect(designFromQuery(new URLSearchParams(designToQuery(design)))).toEqual({ success: true, design });
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('is short and readable', () => {
    const design = startingLayout({
      spaceType: 'Reach-In Closet',
      ceilingIn: 96,
      walls: [{ name: 'Back wall', widthIn: 72 }],
    });
    expect(designToQuery(design)).toBe('space=reach-in-closet&ceiling=96&w1=72&s1=double-hang.36_shelves.36');
    expect(
      designToQuery({ ...design, finish: 'oak-veneer', hardware: 'brass', accessories: ['valet-rod', 'pant-rack'] }),
    ).toBe(
      'space=reach-in-closet&ceiling=96&w1=72&s1=double-hang.36_shelves.36&finish=oak-veneer&hw=brass&acc=valet-rod&acc=pant-rack',
    );
  });

  it('starts walls sent without sections (the no-JavaScript form) from the layout rules', () => {
    const result = designFromQuery({ space: 'walk-in-closet', ceiling: '96', w1: '96', w2: ' 120 ', w3: '96', w4: '' });
    expect(result).toEqual({
      success: true,
      design: startingLayout({
        spaceType: 'Walk-In Closet',
        ceilingIn: 96,
        walls: [
          { name: 'Back wall', widthIn: 96 },
          { name: 'Left wall', widthIn: 120 },
          { name: 'Right wall', widthIn: 96 },
        ],
      }),
    });
  });

  it('answers each bad field with its sentence, keyed by the query field', () => {
    expect(designFromQuery({})).toEqual({
      success: false,
      errors: {
        space: 'Choose a space from the list',
        ceiling: 'Ceiling height must be a number of inches',
        w1: 'Add at least one wall',
      },
    });
    expect(
      designFromQuery({ space: 'mudroom', ceiling: 'tall', w1: '30', w2: '-4', w3: '1e2', s3: 'desk.30' }),
    ).toEqual({
      success: false,
      errors: {
        ceiling: 'Ceiling height must be a number of inches',
        w1: 'Back wall width must be at least 36 in (3 ft) for mudroom lockers',
        w2: 'Left wall width must be at least 36 in (3 ft) for mudroom lockers',
        w3: 'Right wall width must be a number of inches',
        s3: 'Right wall section 1: a Mudroom has no desk sections',
      },
    });
    expect(designFromQuery({ space: 'garage', ceiling: '96', w2: '60', s2: 'cabinet.30_slatwall.20' })).toEqual({
      success: false,
      errors: { s2: 'Left wall sections add up to 50 in; they must fill its 60 in exactly' },
    });
    expect(
      designFromQuery({ space: 'garage', ceiling: '96', w1: '60', d1: '40', finish: 'x', hw: 'y', acc: 'z' }),
    ).toEqual({
      success: false,
      errors: {
        d1: 'Back wall depth must be 12 to 30 in',
        finish: 'Choose a finish from the list',
        hw: 'Choose a hardware finish from the list',
        acc: 'Choose accessories from the list',
      },
    });
  });
});
