import { render, screen, within } from '@testing-library/react';
import { Box, Lightbulb } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../content/page-blocks';
import { PageBlocks } from './page-blocks';

const blocks: PageBlock[] = [
  { kind: 'cards', id: 'cards', title: 'Cards', cards: [{ title: 'One', description: 'First card', icon: Box }] },
  { kind: 'checklist', id: 'list', title: 'Checklist', items: ['Alpha', 'Beta'] },
  {
    kind: 'comparison',
    id: 'compare',
    title: 'Compare',
    columns: [
      { title: 'Left', highlight: '$1', description: 'L', points: ['l1'] },
      { title: 'Right', description: 'R', points: ['r1', 'r2'] },
    ],
  },
  {
    kind: 'steps',
    id: 'steps',
    title: 'Steps',
    steps: [
      { step: 1, title: 'Start', description: 'Begin', icon: Box },
      { step: 2, title: 'Finish', description: 'End', icon: Box },
    ],
  },
  { kind: 'text', id: 'text', title: 'Text', paragraphs: ['Para'], points: ['Point'], icon: Lightbulb },
  { kind: 'callout', id: 'callout', title: 'Callout', paragraphs: ['Aside'], icon: Lightbulb },
];

describe('PageBlocks', () => {
  it('renders each block as a region labelled by its h2, in order', () => {
    render(<PageBlocks blocks={blocks} />);
    const regions = screen.getAllByRole('region');
    expect(regions.map((r) => within(r).getAllByRole('heading', { level: 2 })[0]?.textContent)).toEqual([
      'Cards',
      'Checklist',
      'Compare',
      'Steps',
      'Text',
      'Callout',
    ]);
    expect(screen.getByRole('region', { name: 'Compare' })).toHaveTextContent('$1');
  });

  it('renders steps as an ordered list with numbered, named steps', () => {
    render(<PageBlocks blocks={blocks} />);
    const steps = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1: Start',
      'Step 2: Finish',
    ]);
  });

  it('lists checklist items and text points', () => {
    render(<PageBlocks blocks={blocks} />);
    expect(within(screen.getByRole('region', { name: 'Checklist' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Text' })).getByText('Point')).toBeInTheDocument();
  });
});
