import { expect } from 'vitest';
import { designLimits as limits } from '../design-rules';
import type { Design } from '../design';
import { designSchema } from '../design-schema';

/** The layout's promise: the schema accepts it, every wall is filled exactly, sections 18–36 in. */
export function expectBuildable(design: Design) {
  const parsed = designSchema.safeParse(design);
  expect(parsed.error?.issues ?? []).toEqual([]);
  for (const wall of design.walls) {
    expect(wall.sections.reduce((sum, s) => sum + s.widthIn, 0)).toBe(wall.widthIn);
    for (const section of wall.sections) {
      expect(section.widthIn).toBeGreaterThanOrEqual(limits.sectionMinIn);
      expect(section.widthIn).toBeLessThanOrEqual(limits.sectionMaxIn);
    }
  }
}
