import { describe, expect, it } from 'vitest';
import { sampleProposal } from '../../../../shared/proposals/sample-proposal';
import { addedOver } from './option-comparison';

const [good, better, best] = sampleProposal.options;

describe('what an option adds over the one before', () => {
  it('names the sections it has more of, a new finish and hardware, new accessories and added lines', () => {
    expect(addedOver(better!, good!)).toEqual([
      'Drawers',
      'Soft Gray finish',
      'Brushed Nickel hardware',
      'Valet Rod',
      'Remove old wire shelving',
    ]);
    expect(addedOver(best!, better!)).toEqual([
      'Hamper',
      'Walnut Woodgrain finish',
      'Matte Black hardware',
      'Tie & Belt Racks',
    ]);
  });

  it('adds nothing over itself, and a discount line is not something added', () => {
    expect(addedOver(best!, best!)).toEqual([]);
    const discounted = { ...best!, extraLines: [{ label: 'Returning customer', note: '', amount: -200 }] };
    expect(addedOver(discounted, best!)).toEqual([]);
  });
});
