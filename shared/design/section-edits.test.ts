import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Design } from './design';
import { startingLayout } from './layout';
import {
  changeSectionKind,
  moveSection,
  removeSection,
  resizeSection,
  splitSection,
  type EditResult,
} from './section-edits';
import { sectionKinds } from './section-kinds';
import { designArb, eighths } from './test/design-arbitraries';
import { expectBuildable } from './test/expect-buildable';

const ref = fc.record({ wall: fc.nat({ max: 4 }), section: fc.nat({ max: 12 }) });
const editArb = fc.oneof(
  ref.chain((r) => fc.constantFrom(...sectionKinds).map((kind) => (d: Design) => changeSectionKind(d, { ...r, kind }))),
  ref.map((r) => (d: Design) => splitSection(d, r)),
  ref.chain((r) =>
    fc
      .record({ widthIn: eighths(10, 40), neighbour: fc.constantFrom('left', 'right', undefined) })
      .map((o) => (d: Design) => resizeSection(d, { ...r, ...o })),
  ),
  ref.map((r) => (d: Design) => removeSection(d, r)),
  ref.chain((r) =>
    fc
      .constantFrom('left' as const, 'right' as const)
      .map((direction) => (d: Design) => moveSection(d, { ...r, direction })),
  ),
);

const closet = () =>
  startingLayout({
    spaceType: 'Walk-In Closet',
    ceilingIn: 96,
    walls: [
      { name: 'Back wall', widthIn: 96 },
      { name: 'Left wall', widthIn: 30 },
    ],
  });
const designOf = (result: EditResult) => {
  if (!result.ok) throw new Error(result.reason);
  return result.design;
};
const reasonOf = (result: EditResult) => (result.ok ? null : result.reason);
const widths = (design: Design, wall = 0) => design.walls[wall]!.sections.map((s) => s.widthIn);

describe('section edits', () => {
  it('keep every wall filled with 18–36 in sections the schema accepts, or refuse with a sentence, over any run of edits', () => {
    fc.assert(
      fc.property(designArb, fc.array(editArb, { maxLength: 25 }), (start, edits) => {
        let design = start;
        for (const edit of edits) {
          const before = JSON.stringify(design);
          const result = edit(design);
          expect(JSON.stringify(design)).toBe(before);
          if (result.ok) {
            expectBuildable(result.design);
            design = result.design;
          } else {
            expect(result.reason).toMatch(/^[A-Z].{10,}[^.]$/);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('change a kind only to one the space allows, and racks only under a high ceiling', () => {
    const design = closet();
    expect(
      designOf(changeSectionKind(design, { wall: 0, section: 1, kind: 'shoe-shelves' })).walls[0]!.sections[1]!.kind,
    ).toBe('shoe-shelves');
    expect(reasonOf(changeSectionKind(design, { wall: 0, section: 1, kind: 'workbench' }))).toBe(
      'A Walk-In Closet has no workbench sections',
    );
    const garage = startingLayout({ spaceType: 'Garage', ceilingIn: 96, walls: [{ name: 'Back wall', widthIn: 96 }] });
    expect(reasonOf(changeSectionKind(garage, { wall: 0, section: 0, kind: 'overhead-rack' }))).toBe(
      'An overhead rack needs a ceiling of 108 in (9 ft) or more',
    );
    expect(reasonOf(changeSectionKind(design, { wall: 3, section: 0, kind: 'shelves' }))).toBe(
      'That section is not on the plan',
    );
  });

  it('split a section of 36 in or more into two, and refuse a narrower one', () => {
    const design = closet();
    expect(widths(design)).toEqual([32, 32, 32]);
    expect(reasonOf(splitSection(design, { wall: 0, section: 0 }))).toBe(
      'A section narrower than 36 in cannot be split: each half must be at least 18 in',
    );
    const wide = designOf(resizeSection(design, { wall: 0, section: 0, widthIn: 36 }));
    const split = designOf(splitSection(wide, { wall: 0, section: 0 }));
    expect(widths(split)).toEqual([18, 18, 28, 32]);
    expect(split.walls[0]!.sections[0]!.kind).toBe(split.walls[0]!.sections[1]!.kind);
  });

  it('resize a section against its neighbour, within 18–36 in', () => {
    const design = closet();
    expect(widths(designOf(resizeSection(design, { wall: 0, section: 0, widthIn: 36 })))).toEqual([36, 28, 32]);
    expect(widths(designOf(resizeSection(design, { wall: 0, section: 2, widthIn: 28 })))).toEqual([32, 36, 28]);
    expect(widths(designOf(resizeSection(design, { wall: 0, section: 1, widthIn: 30, neighbour: 'left' })))).toEqual([
      34, 30, 32,
    ]);
    expect(reasonOf(resizeSection(design, { wall: 0, section: 0, widthIn: 17 }))).toBe(
      'A section must be 18 to 36 in wide',
    );
    expect(reasonOf(resizeSection(design, { wall: 0, section: 0, widthIn: 20.3 }))).toBe(
      'Enter the width in whole inches or eighths of an inch',
    );
    expect(reasonOf(resizeSection(design, { wall: 0, section: 0, widthIn: 20 }))).toBe(
      'The section to its right would be 44 in wide; sections are 18 to 36 in',
    );
    expect(reasonOf(resizeSection(design, { wall: 0, section: 0, widthIn: 30, neighbour: 'left' }))).toBe(
      'There is no section to its left',
    );
    expect(reasonOf(resizeSection(design, { wall: 1, section: 0, widthIn: 20 }))).toBe(
      'The only section on Left wall fills the wall',
    );
  });

  it('remove a section into its neighbour, or share it between both, and never the last one', () => {
    const design = closet();
    const wall = (...sectionWidths: number[]): Design => ({
      ...design,
      walls: [
        {
          ...design.walls[0]!,
          widthIn: sectionWidths.reduce((a, b) => a + b, 0),
          sections: sectionWidths.map((widthIn) => ({ kind: 'shelves', widthIn })),
        },
      ],
    });
    expect(widths(designOf(removeSection(wall(18, 18, 30), { wall: 0, section: 0 })))).toEqual([36, 30]);
    expect(widths(designOf(removeSection(wall(30, 18, 18), { wall: 0, section: 2 })))).toEqual([30, 36]);
    expect(widths(designOf(removeSection(wall(20, 20, 30, 20), { wall: 0, section: 1 })))).toEqual([35, 35, 20]);
    expect(reasonOf(removeSection(design, { wall: 0, section: 1 }))).toBe(
      'The sections beside it would be wider than 36 in; resize or change this one instead',
    );
    expect(reasonOf(removeSection(design, { wall: 0, section: 0 }))).toBe(
      'The section beside it would be wider than 36 in; resize or change this one instead',
    );
    expect(reasonOf(removeSection(design, { wall: 1, section: 0 }))).toBe('Left wall keeps at least one section');
  });

  it('move a section left or right, not past the ends', () => {
    const design = closet();
    const kinds = design.walls[0]!.sections.map((s) => s.kind);
    const moved = designOf(moveSection(design, { wall: 0, section: 0, direction: 'right' }));
    expect(moved.walls[0]!.sections.map((s) => s.kind)).toEqual([kinds[1], kinds[0], kinds[2]]);
    expect(reasonOf(moveSection(design, { wall: 0, section: 0, direction: 'left' }))).toBe(
      'It is already the first section on Back wall',
    );
    expect(reasonOf(moveSection(design, { wall: 0, section: 2, direction: 'right' }))).toBe(
      'It is already the last section on Back wall',
    );
  });
});
