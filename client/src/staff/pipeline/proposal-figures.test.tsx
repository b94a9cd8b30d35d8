import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProposalFigures } from './proposal-figures';
import { itemTexts } from '../../test/item-texts';

describe('ProposalFigures', () => {
  it('shows proposals sent, the acceptance rate, the median days and the share of each option chosen', () => {
    render(
      <ProposalFigures
        figures={{
          sent: 4,
          accepted: 3,
          cancelled: 1,
          acceptanceRate: 0.75,
          medianDaysToAccept: 4,
          chosen: [
            { name: 'Better', accepted: 2, share: 2 / 3 },
            { name: 'Best', accepted: 1, share: 1 / 3 },
          ],
        }}
      />,
    );
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Proposals sent')).toBe('4');
    expect(figure('Acceptance rate')).toBe('75%');
    expect(figure('Median days to accept')).toBe('4 d');
    const section = screen.getByRole('region', { name: 'Proposals' });
    expect(itemTexts(section)).toEqual(['Better: 66.7% (2 accepted)', 'Best: 33.3% (1 accepted)']);
  });

  it('says when nothing was accepted', () => {
    render(
      <ProposalFigures
        figures={{ sent: 0, accepted: 0, cancelled: 0, acceptanceRate: null, medianDaysToAccept: null, chosen: [] }}
      />,
    );
    expect(screen.getByText('No proposal accepted in this period.')).toBeTruthy();
  });
});
