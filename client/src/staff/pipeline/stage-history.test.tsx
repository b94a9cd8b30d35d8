import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StageEvent } from '../../../../shared/pipeline';
import { StageHistory } from './stage-history';
import { itemTexts } from '../../test/item-texts';

const history: StageEvent[] = [
  { stage: 'new', detail: null, at: '2027-01-11T14:05:00.000Z', by: null },
  { stage: 'quoted', detail: '$4,200', at: '2027-01-12T20:14:00.000Z', by: 'Dana Reyes' },
];

describe('StageHistory', () => {
  it('names who made each change, and no one for the homeowner’s own request', async () => {
    render(<StageHistory history={history} />);
    await userEvent.setup().click(screen.getByText('Stage history (2)'));
    expect(itemTexts(document.body)).toEqual([
      'New · Mon, Jan 11, 2027, 9:05 AM',
      'Dana Reyes · Quoted ($4,200) · Tue, Jan 12, 2027, 3:14 PM',
    ]);
  });
});
