/**
 * The planner's pure work, measured: lay out and price 10,000 random valid plans (any space,
 * walls 24–240 in, ceilings 84–144 in), as the planner does on every keystroke and the server on
 * every request. Prints plans a second (the median of 5 runs after an untimed one) against the target of 10,000 (issue 35). Run alone with
 * `npx tsx scripts/bench-design.ts`; `npm run bench` runs it first.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WallElevation } from '../client/src/ui/walls/wall-elevation';
import { designSchema } from '../shared/design/design-schema';
import { startingLayout } from '../shared/design/layout';
import { defaultPriceBook } from '../shared/design/price-book';
import { priceDesign } from '../shared/design/pricing';
import { startingInputArb } from '../shared/design/test/design-arbitraries';

const targetPerSecond = 10_000;

/** The median of `passes` timed runs over `count` plans (the machine is shared; one run is noisy). */
function rate(count: number, passes: number, run: () => void): { ms: number; perSecond: number } {
  const times: number[] = [];
  for (let i = 0; i < passes; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  const ms = times.sort((a, b) => a - b)[Math.floor(passes / 2)]!;
  return { ms, perSecond: (count * 1000) / ms };
}

export function benchDesign(count = 10_000, passes = 5): number {
  const inputs = fc.sample(startingInputArb, { numRuns: count, seed: 35 });
  // A first pass, untimed, so the figure is the steady state rather than the JIT's first look.
  for (const input of inputs) priceDesign(startingLayout(input), defaultPriceBook);

  let totals = 0;
  const layoutAndPrice = rate(count, passes, () => {
    totals = 0;
    for (const input of inputs) totals += priceDesign(startingLayout(input), defaultPriceBook).total;
  });
  const designs = inputs.map(startingLayout);
  let valid = 0;
  const validation = rate(count, passes, () => {
    valid = 0;
    for (const design of designs) if (designSchema.safeParse(design).success) valid += 1;
  });

  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `Planner: ${fmt(count)} random plans laid out and priced in ${layoutAndPrice.ms.toFixed(1)} ms (median of ${passes} runs): ${fmt(layoutAndPrice.perSecond)} plans/s (average estimate $${fmt(totals / count)})`,
  );
  console.log(
    `Planner: the same plans checked by the design schema (as the server does): ${fmt(validation.perSecond)} plans/s, ${valid}/${count} valid`,
  );
  const pass = layoutAndPrice.perSecond >= targetPerSecond && valid === count;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  layout and pricing >= ${fmt(targetPerSecond)} plans/s (${fmt(layoutAndPrice.perSecond)})`,
  );
  benchElevationSize();
  return layoutAndPrice.perSecond;
}

const elevationTargetBytes = 20 * 1024;

/** The planner's drawing of a 4-wall walk-in (12 ft walls, 9 ft ceiling) as the server sends it. */
function benchElevationSize(): number {
  const design = startingLayout({
    spaceType: 'Walk-In Closet',
    ceilingIn: 108,
    walls: ['Back wall', 'Left wall', 'Right wall', 'Front wall'].map((name) => ({ name, widthIn: 144 })),
  });
  const svg = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      design.walls.map((wall) => createElement(WallElevation, { key: wall.name, wall, ceilingIn: design.ceilingIn })),
    ),
  );
  const bytes = Buffer.byteLength(svg);
  console.log(
    `${bytes <= elevationTargetBytes ? 'PASS' : 'FAIL'}  SVG of a 4-wall walk-in (4 × 144 in, ${design.walls.reduce((n, w) => n + w.sections.length, 0)} sections) <= 20 KB (${(bytes / 1024).toFixed(1)} KB)`,
  );
  return bytes;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) benchDesign();
