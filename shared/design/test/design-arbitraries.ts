/** fast-check generators of valid plans, for the property tests and `npm run bench`. */
import fc from 'fast-check';
import { accessoryIds } from '../accessories';
import { defaultWallName, designLimits as limits, wallMinFor } from '../design-rules';
import { finishIds, hardwareFinishIds } from '../finishes';
import { startingLayout, type StartingLayoutInput } from '../layout';
import { spaceTypes } from '../space-types';

/** Inches in eighths between min and max. */
export const eighths = (min: number, max: number) => fc.integer({ min: min * 8, max: max * 8 }).map((n) => n / 8);
/** Mostly whole inches (what people type), sometimes eighths. */
const measure = (min: number, max: number) =>
  fc.oneof({ arbitrary: fc.integer({ min, max }), weight: 3 }, { arbitrary: eighths(min, max), weight: 1 });

export const startingInputArb: fc.Arbitrary<StartingLayoutInput> = fc.constantFrom(...spaceTypes).chain((spaceType) =>
  fc.record({
    spaceType: fc.constant(spaceType),
    ceilingIn: measure(limits.ceilingMinIn, limits.ceilingMaxIn),
    walls: fc
      .array(
        fc.record(
          {
            widthIn: measure(wallMinFor(spaceType), limits.wallMaxIn),
            depthIn: measure(limits.depthMinIn, limits.depthMaxIn),
          },
          { requiredKeys: ['widthIn'] },
        ),
        { minLength: 1, maxLength: limits.maxWalls },
      )
      .map((walls) => walls.map((wall, i) => ({ name: defaultWallName(i), ...wall }))),
    finish: fc.constantFrom(...finishIds),
    hardware: fc.constantFrom(...hardwareFinishIds),
    accessories: fc.subarray([...accessoryIds], { maxLength: 6 }),
  }),
);

/** Any starting design (the edits' tests then change it). */
export const designArb = startingInputArb.map(startingLayout);
