import { describe, expect, it } from 'vitest';
import { roomOptions } from '../rooms';
import { ceilingFieldLabel, defaultWallName, wallFieldLabel } from './design-rules';
import { kindsForSpace, sectionKindSpaces, sectionKinds } from './section-kinds';
import { spaceTypeFromSlug, spaceTypeSlug, spaceTypes } from './space-types';

describe('the design model’s lists', () => {
  it('plans the consultation form’s rooms, less "Other", written as slugs in addresses', () => {
    expect(spaceTypes).toEqual(roomOptions.filter((room) => room !== 'Other'));
    expect(spaceTypeSlug('Walk-In Closet')).toBe('walk-in-closet');
    for (const space of spaceTypes) expect(spaceTypeFromSlug(spaceTypeSlug(space))).toBe(space);
    expect(spaceTypeFromSlug('other')).toBeUndefined();
  });

  it('lets every space hold some sections, and every kind belong to some space', () => {
    for (const space of spaceTypes) expect(kindsForSpace(space).length, space).toBeGreaterThan(1);
    for (const kind of sectionKinds) expect(sectionKindSpaces[kind].length, kind).toBeGreaterThan(0);
    expect(kindsForSpace('Mudroom')).toContain('lockers-with-bench');
    expect(kindsForSpace('Walk-In Closet')).not.toContain('overhead-rack');
  });

  it('labels the planner’s inputs by wall', () => {
    expect(wallFieldLabel(defaultWallName(0), 'width')).toBe('Back wall width (inches)');
    expect([1, 2, 3].map(defaultWallName)).toEqual(['Left wall', 'Right wall', 'Front wall']);
    expect(ceilingFieldLabel).toBe('Ceiling height (inches)');
  });
});
