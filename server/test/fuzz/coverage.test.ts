import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listApiRoutes } from '../list-routes';
import type { FuzzTarget } from './harness';
import { fuzzTargets } from './targets';

/** Every API route of the app, with the photo routes mounted, as `METHOD /api/path/:param`. */
const apiRoutes = [...new Set(listApiRoutes().map((r) => `${r.method} ${r.path}`))].sort();

/** A route's path as a pattern: each `:param` is one path segment (a `.jpg` or `.ics` after it stays). */
const patternOf = (route: string) => {
  const [method, path = ''] = route.split(' ');
  const source = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { method, regex: new RegExp(`^${source}/?$`) };
};

/** The routes a sample of a target's requests reaches. */
function reached(target: FuzzTarget): Set<string> {
  const hits = new Set<string>();
  const patterns = target.routes.map((route) => ({ route, ...patternOf(route) }));
  for (const req of fc.sample(target.requests, { numRuns: 300, seed: 7 })) {
    const path = new URL(req.path, 'http://fuzz').pathname;
    for (const p of patterns) if (p.method === req.method && p.regex.test(path)) hits.add(p.route);
  }
  return hits;
}

describe('the fuzz covers every API route', () => {
  it('the route list is read from the app (so routes added later are covered)', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(75);
  });

  it('every API route has a fuzz target, and every target names routes that exist', () => {
    const covered = new Set(fuzzTargets.flatMap((t) => t.routes));
    expect(apiRoutes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !apiRoutes.includes(route))).toEqual([]);
  });

  for (const target of fuzzTargets.filter((t) => t.routes.length > 0)) {
    it(`${target.name}: its requests reach each route it names`, () => {
      expect([...reached(target)].sort()).toEqual([...target.routes].sort());
    });
  }
});
