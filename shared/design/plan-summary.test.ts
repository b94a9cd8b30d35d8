import { describe, expect, it } from 'vitest';
import { wallsOfWidths } from './design-rules';
import { startingLayout } from './layout';
import { planSummary } from './plan-summary';

describe('planSummary', () => {
  it('names the space, counts the walls and gives the range in dollars', () => {
    const walkIn = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([96, 120, 96]) });
    expect(planSummary(walkIn, { low: 4200, high: 5700 })).toBe('Walk-In Closet, 3 walls, estimated $4,200–$5,700');
    const reachIn = startingLayout({
      spaceType: 'Reach-In Closet',
      ceilingIn: 96,
      walls: [{ name: 'Back wall', widthIn: 72 }],
    });
    expect(planSummary(reachIn, { low: 1250, high: 1750 })).toBe('Reach-In Closet, 1 wall, estimated $1,250–$1,750');
  });
});
