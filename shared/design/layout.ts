import type { AccessoryId } from './accessories';
import { defaultDepthIn, designLimits as limits, pantryDepthIn } from './design-rules';
import type { Design, DesignSection } from './design';
import { standardFinish, standardHardware, type FinishId, type HardwareFinishId } from './finishes';
import type { SectionKind } from './section-kinds';
import type { SpaceType } from './space-types';

export interface StartingLayoutInput {
  spaceType: SpaceType;
  ceilingIn: number;
  walls: { name: string; widthIn: number; depthIn?: number }[];
  finish?: FinishId;
  hardware?: HardwareFinishId;
  accessories?: AccessoryId[];
}

/** Sections aim for about this width; 32 in sits well inside 18–36 and reads as a cabinet. */
const targetSectionIn = 32;

/** Each space's mix of sections, as shares of its sections (the rules of thumb, tech-notes.md). */
function mixFor(spaceType: SpaceType, ceilingIn: number): [SectionKind, number][] {
  switch (spaceType) {
    case 'Walk-In Closet':
      return [
        ['double-hang', 0.5],
        ['long-hang', 0.25],
        ['shelves', 0.125],
        ['drawers', 0.125],
      ];
    case 'Reach-In Closet':
      return [
        ['double-hang', 0.5],
        ['shelves', 0.5],
      ];
    case 'Kids Closet':
      return [
        ['triple-hang', 0.75],
        ['shelves', 0.25],
      ];
    case 'Pantry':
      return [['pantry-shelves', 1]];
    case 'Garage':
      return ceilingIn >= limits.overheadRackCeilingMinIn
        ? [
            ['cabinet', 0.4],
            ['slatwall', 0.35],
            ['overhead-rack', 0.25],
          ]
        : [
            ['cabinet', 0.5],
            ['slatwall', 0.5],
          ];
    case 'Mudroom':
      return [['lockers-with-bench', 1]];
    case 'Laundry Room':
      return [
        ['cabinet', 0.5],
        ['shelves', 0.25],
        ['hamper', 0.25],
      ];
    case 'Home Office':
      return [
        ['desk', 0.4],
        ['shelves', 0.3],
        ['drawers', 0.3],
      ];
  }
}

/**
 * n kinds in the mix's shares, spread out rather than grouped: each place goes to the kind that is
 * furthest behind its share (ties to the kind listed first), so a walk-in reads double hang, long
 * hang, double hang, shelves… and a one-section wall gets the main kind.
 */
function kindSequence(mix: [SectionKind, number][], n: number): SectionKind[] {
  const placed = mix.map(() => 0);
  const sequence: SectionKind[] = [];
  for (let i = 0; i < n; i += 1) {
    let best = 0;
    let bestDeficit = -Infinity;
    mix.forEach(([, share], k) => {
      const deficit = share * (i + 1) - (placed[k] ?? 0);
      if (deficit > bestDeficit + 1e-9) {
        best = k;
        bestDeficit = deficit;
      }
    });
    placed[best] = (placed[best] ?? 0) + 1;
    sequence.push(mix[best]![0]);
  }
  return sequence;
}

/**
 * Widths that fill a wall exactly, each 18–36 in. The rule: as many sections as makes them about
 * 32 in, never fewer than keeps them ≤ 36 in nor more than keeps them ≥ 18 in (always possible,
 * as walls are ≥ 24 in). Whole inches, the first ones an inch wider where the inches do not divide
 * evenly; a fraction of an inch goes to the last section. A wall of 24–36 in is one section.
 */
export function sectionWidths(wallIn: number): number[] {
  const n = Math.min(
    Math.max(Math.round(wallIn / targetSectionIn), Math.ceil(wallIn / limits.sectionMaxIn), 1),
    Math.max(Math.floor(wallIn / limits.sectionMinIn), 1),
  );
  const whole = Math.floor(wallIn);
  const base = Math.floor(whole / n);
  const extra = whole - base * n;
  const widths = Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
  widths[n - 1]! += wallIn - whole;
  return widths;
}

/**
 * The design a homeowner starts from: the space type's mix of sections over every wall, read left
 * to right from the first wall. A wall without a depth gets the space's usual depth; pantry walls
 * are held to 12–16 in, the depth of pantry shelves. Expects measurements the schema accepts.
 */
export function startingLayout(input: StartingLayoutInput): Design {
  const { spaceType, ceilingIn } = input;
  const widths = input.walls.map((wall) => sectionWidths(wall.widthIn));
  const kinds = kindSequence(
    mixFor(spaceType, ceilingIn),
    widths.reduce((n, w) => n + w.length, 0),
  );
  let next = 0;
  return {
    spaceType,
    ceilingIn,
    walls: input.walls.map((wall, w) => {
      const depth = wall.depthIn ?? defaultDepthIn[spaceType];
      return {
        name: wall.name,
        widthIn: wall.widthIn,
        depthIn: spaceType === 'Pantry' ? Math.min(Math.max(depth, pantryDepthIn.min), pantryDepthIn.max) : depth,
        sections: widths[w]!.map((widthIn): DesignSection => ({ kind: kinds[next++]!, widthIn })),
      };
    }),
    finish: input.finish ?? standardFinish,
    hardware: input.hardware ?? standardHardware,
    accessories: input.accessories ?? [],
  };
}
