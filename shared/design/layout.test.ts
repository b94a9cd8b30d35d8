import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Design } from './design';
import { sectionWidths, startingLayout } from './layout';
import type { SectionKind } from './section-kinds';
import { startingInputArb } from './test/design-arbitraries';
import { expectBuildable } from './test/expect-buildable';

const kindsOf = (design: Design) => design.walls.flatMap((wall) => wall.sections.map((s) => s.kind));
const share = (design: Design, kinds: SectionKind[]) =>
  kindsOf(design).filter((k) => kinds.includes(k)).length / kindsOf(design).length;
const walls = (...widths: number[]) => widths.map((widthIn, i) => ({ name: `Wall ${i + 1}`, widthIn }));

describe('startingLayout', () => {
  it('for any valid space, ceiling and walls, draws a design the schema accepts, each wall filled with 18–36 in sections', () => {
    fc.assert(
      fc.property(startingInputArb, (input) => {
        const design = startingLayout(input);
        expectBuildable(design);
        expect(design.walls.map((w) => w.widthIn)).toEqual(input.walls.map((w) => w.widthIn));
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('sizes sections in whole inches, a fraction only on the last, and a 24–36 in wall as one section', () => {
    expect(sectionWidths(24)).toEqual([24]);
    expect(sectionWidths(36)).toEqual([36]);
    expect(sectionWidths(37)).toEqual([19, 18]);
    expect(sectionWidths(120)).toEqual([30, 30, 30, 30]);
    expect(sectionWidths(100.5)).toEqual([34, 33, 33.5]);
    expect(sectionWidths(240)).toEqual([30, 30, 30, 30, 30, 30, 30, 30]);
  });

  it('lays a walk-in out about half double hang, a quarter long hang, a quarter shelves and drawers', () => {
    const walkIn = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: walls(96, 120, 96) });
    expect(share(walkIn, ['double-hang'])).toBeCloseTo(0.5, 1);
    expect(share(walkIn, ['long-hang'])).toBeCloseTo(0.3, 1);
    expect(share(walkIn, ['shelves', 'drawers'])).toBeCloseTo(0.2, 1);
    expect(kindsOf(walkIn)).toEqual(expect.arrayContaining(['shelves', 'drawers']));
  });

  it('gives each space its own sections', () => {
    const start = (spaceType: Design['spaceType'], ceilingIn = 96) =>
      startingLayout({ spaceType, ceilingIn, walls: walls(96, 72) });
    expect(new Set(kindsOf(start('Reach-In Closet')))).toEqual(new Set(['double-hang', 'shelves']));
    expect(share(start('Kids Closet'), ['triple-hang'])).toBeGreaterThanOrEqual(0.6);
    expect(new Set(kindsOf(start('Pantry')))).toEqual(new Set(['pantry-shelves']));
    expect(new Set(kindsOf(start('Garage')))).toEqual(new Set(['cabinet', 'slatwall']));
    expect(new Set(kindsOf(start('Garage', 108)))).toEqual(new Set(['cabinet', 'slatwall', 'overhead-rack']));
    expect(new Set(kindsOf(start('Mudroom')))).toEqual(new Set(['lockers-with-bench']));
    expect(new Set(kindsOf(start('Laundry Room')))).toEqual(new Set(['cabinet', 'shelves', 'hamper']));
    expect(new Set(kindsOf(start('Home Office')))).toEqual(new Set(['desk', 'shelves', 'drawers']));
  });

  it('holds pantry shelves to 12–16 in deep and gives walls without a depth the space’s usual one', () => {
    const pantry = startingLayout({
      spaceType: 'Pantry',
      ceilingIn: 96,
      walls: [
        { name: 'Back wall', widthIn: 60, depthIn: 24 },
        { name: 'Left wall', widthIn: 60, depthIn: 12 },
        { name: 'Right wall', widthIn: 60 },
      ],
    });
    expect(pantry.walls.map((w) => w.depthIn)).toEqual([16, 12, 14]);
    expect(startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: walls(60) }).walls[0]!.depthIn).toBe(24);
  });
});
