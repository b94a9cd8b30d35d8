import { describe, expect, it } from 'vitest';
import { designFieldErrors, type Design } from './design';
import { designSchema } from './design-schema';
import { startingLayout } from './layout';

const reachIn = (): Design => ({
  spaceType: 'Reach-In Closet',
  ceilingIn: 96,
  walls: [
    {
      name: 'Back wall',
      widthIn: 72,
      depthIn: 24,
      sections: [
        { kind: 'double-hang', widthIn: 36 },
        { kind: 'shelves', widthIn: 36 },
      ],
    },
  ],
  finish: 'crisp-white',
  hardware: 'chrome',
  accessories: [],
});

/** The sentences the schema gives for a design changed by `change`, keyed by field path. */
function errorsOf(change: (design: Design) => unknown): Record<string, string> {
  const result = designSchema.safeParse(change(reachIn()));
  expect(result.success).toBe(false);
  return result.error ? designFieldErrors(result.error) : {};
}

const withWall = (design: Design, wall: Partial<Design['walls'][number]>) => ({
  ...design,
  walls: [{ ...design.walls[0]!, ...wall }],
});

describe('the design schema', () => {
  it('accepts a buildable design, eighths of an inch included', () => {
    expect(designSchema.safeParse(reachIn()).success).toBe(true);
    const eighth = withWall(reachIn(), {
      widthIn: 71.125,
      sections: [
        { kind: 'double-hang', widthIn: 35.125 },
        { kind: 'shelves', widthIn: 36 },
      ],
    });
    expect(designSchema.safeParse(eighth).success).toBe(true);
  });

  it('refuses a wall under 24 in or over 240 in', () => {
    expect(errorsOf((d) => withWall(d, { widthIn: 23 }))['walls.0.widthIn']).toBe(
      'Back wall width must be 24 to 240 in',
    );
    expect(errorsOf((d) => withWall(d, { widthIn: 241 }))['walls.0.widthIn']).toBe(
      'Back wall width must be 24 to 240 in',
    );
  });

  it('refuses a ceiling under 84 in or over 144 in', () => {
    expect(errorsOf((d) => ({ ...d, ceilingIn: 83.875 })).ceilingIn).toBe('Ceiling height must be 84 to 144 in');
    expect(errorsOf((d) => ({ ...d, ceilingIn: 145 })).ceilingIn).toBe('Ceiling height must be 84 to 144 in');
  });

  it('refuses a mudroom wall under 36 in', () => {
    const mudroom = startingLayout({
      spaceType: 'Mudroom',
      ceilingIn: 96,
      walls: [{ name: 'Back wall', widthIn: 36 }],
    });
    expect(designSchema.safeParse(mudroom).success).toBe(true);
    const narrow = {
      ...mudroom,
      walls: [{ ...mudroom.walls[0]!, widthIn: 35, sections: [{ kind: 'lockers-with-bench', widthIn: 35 }] }],
    };
    expect(designFieldErrors(designSchema.safeParse(narrow).error!)['walls.0.widthIn']).toBe(
      'Back wall width must be at least 36 in (3 ft) for mudroom lockers',
    );
  });

  it('refuses an overhead rack under a 108 in ceiling', () => {
    const garage = startingLayout({
      spaceType: 'Garage',
      ceilingIn: 108,
      walls: [{ name: 'Back wall', widthIn: 120 }],
    });
    expect(garage.walls[0]!.sections.map((s) => s.kind)).toContain('overhead-rack');
    expect(designSchema.safeParse(garage).success).toBe(true);
    const rack = garage.walls[0]!.sections.findIndex((s) => s.kind === 'overhead-rack');
    expect(designFieldErrors(designSchema.safeParse({ ...garage, ceilingIn: 107 }).error!)).toEqual({
      [`walls.0.sections.${rack}.kind`]: `Back wall section ${rack + 1}: an overhead rack needs a ceiling of 108 in (9 ft) or more`,
    });
  });

  it('refuses sections that do not fill their wall exactly', () => {
    expect(errorsOf((d) => withWall(d, { widthIn: 73 }))['walls.0.sections']).toBe(
      'Back wall sections add up to 72 in; they must fill its 73 in exactly',
    );
  });

  it('refuses a section kind the space type does not allow', () => {
    const errors = errorsOf((d) =>
      withWall(d, {
        sections: [
          { kind: 'workbench', widthIn: 36 },
          { kind: 'shelves', widthIn: 36 },
        ],
      }),
    );
    expect(errors['walls.0.sections.0.kind']).toBe('Back wall section 1: a Reach-In Closet has no workbench sections');
  });

  it('refuses sections outside 18–36 in', () => {
    const errors = errorsOf((d) =>
      withWall(d, {
        sections: [
          { kind: 'double-hang', widthIn: 17 },
          { kind: 'shelves', widthIn: 55 },
        ],
      }),
    );
    expect(errors['walls.0.sections.0.widthIn']).toBe('Back wall section 1 width must be 18 to 36 in');
    expect(errors['walls.0.sections.1.widthIn']).toBe('Back wall section 2 width must be 18 to 36 in');
  });

  it('refuses more than 4 walls or 12 sections a wall', () => {
    expect(errorsOf((d) => ({ ...d, walls: Array.from({ length: 5 }, () => d.walls[0]) })).walls).toBe(
      'A plan has at most 4 walls',
    );
    expect(
      errorsOf((d) =>
        withWall(d, { widthIn: 234, sections: Array.from({ length: 13 }, () => ({ kind: 'shelves', widthIn: 18 })) }),
      )['walls.0.sections'],
    ).toBe('Back wall has 13 sections; a wall holds at most 12');
    expect(errorsOf((d) => ({ ...d, walls: [] })).walls).toBe('Add at least one wall');
    expect(errorsOf((d) => withWall(d, { sections: [] }))['walls.0.sections']).toBe(
      'Back wall needs at least one section',
    );
  });

  it('refuses NaN, infinities, negatives and text, naming the wall', () => {
    expect(errorsOf((d) => withWall(d, { widthIn: Number.NaN }))['walls.0.widthIn']).toBe(
      'Back wall width must be a number of inches',
    );
    expect(errorsOf((d) => withWall(d, { depthIn: Number.POSITIVE_INFINITY }))['walls.0.depthIn']).toBe(
      'Back wall depth must be a number of inches',
    );
    expect(errorsOf((d) => ({ ...d, ceilingIn: '96' })).ceilingIn).toBe('Ceiling height must be a number of inches');
    expect(errorsOf((d) => withWall(d, { name: 'Closet wall', widthIn: -72 }))['walls.0.widthIn']).toBe(
      'Closet wall width must be 24 to 240 in',
    );
    expect(errorsOf((d) => withWall(d, { depthIn: 8 }))['walls.0.depthIn']).toBe('Back wall depth must be 12 to 30 in');
    expect(errorsOf((d) => withWall(d, { widthIn: 72.1 }))['walls.0.widthIn']).toBe(
      'Back wall width must be in whole inches or eighths of an inch',
    );
  });

  it('refuses what is not on its list, one sentence each', () => {
    const errors = errorsOf((d) => ({
      ...d,
      spaceType: 'Other',
      finish: 'gold-leaf',
      hardware: 'wood',
      accessories: ['valet-rod', 'valet-rod'],
    }));
    expect(errors).toMatchObject({
      spaceType: 'Choose a space from the list',
      finish: 'Choose a finish from the list',
      hardware: 'Choose a hardware finish from the list',
      accessories: 'List each accessory once',
    });
    expect(errorsOf((d) => ({ ...d, accessories: ['jetpack'] }))['accessories.0']).toBe(
      'Choose accessories from the list',
    );
    expect(errorsOf((d) => withWall(d, { name: '  ' }))['walls.0.name']).toBe('Name each wall');
    expect(errorsOf(() => 'a closet').design).toBeDefined();
  });

  it('gives every field its sentence at once, even beside a field of the wrong type', () => {
    const errors = errorsOf((d) => ({ ...d, finish: 3, ceilingIn: 200, walls: [{ ...d.walls[0]!, widthIn: 10 }] }));
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['finish', 'ceilingIn', 'walls.0.widthIn']));
  });
});
