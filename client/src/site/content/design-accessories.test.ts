import { describe, expect, it } from 'vitest';
import { designAccessories } from '../../../../shared/design/accessories';
import { accessoryCategories } from './accessories';

describe('the accessories a plan can include', () => {
  it('are the accessories page’s items, under the same names', () => {
    const pageNames = accessoryCategories.flatMap((category) => category.items.map((item) => item.name));
    expect(designAccessories.map((a) => a.name).sort()).toEqual([...pageNames].sort());
  });
});
