import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { designToQuery } from '../../../../shared/design/design-query';
import type { LeadPlan } from '../../../../shared/design/lead-plan';
import { startingLayout } from '../../../../shared/design/layout';
import { wallsOfWidths } from '../../../../shared/design/design-rules';
import { inboxLead } from '../../test/admin-test-utils';
import { LeadCard } from './lead-card';

const design = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([120, 72, 240]) });
const plan: LeadPlan = {
  summary: 'Walk-In Closet, 3 walls, estimated $4,200–$5,700',
  query: designToQuery(design),
  design,
  // What was stored that day: the card shows it, it never prices the design again.
  estimate: { low: 4200, high: 5700, total: 4950 },
  lineItems: [
    { label: 'Double hang', quantity: 12.5, unit: 'linear ft', amount: 3100 },
    { label: 'Installation minimum', quantity: 1, unit: 'project', amount: 1850 },
  ],
  createdAt: '2026-11-27T15:00:00.000Z',
};
const lead = inboxLead({ message: 'My plan is attached.' });

describe('the lead card with a plan from /plan', () => {
  it('shows "Planned online": the summary, each wall\'s elevation, the stored estimate and the way into the planner', () => {
    render(<LeadCard lead={{ ...lead, plan }} busy={false} />);
    const part = screen.getByRole('group', { name: 'Planned online' });
    expect(within(part).getByText(plan.summary)).toBeInTheDocument();
    for (const name of ['Back wall elevation, 120 in', 'Left wall elevation, 72 in', 'Right wall elevation, 240 in']) {
      expect(within(part).getByRole('img', { name })).toBeInTheDocument();
    }
    // Each drawing scrolls inside its own frame, which a keyboard can reach.
    expect(within(part).getByRole('group', { name: 'Right wall drawing' })).toHaveAttribute('tabindex', '0');
    expect(within(part).getByText('Estimated $4,200–$5,700')).toBeInTheDocument();
    expect(within(part).getByText('Double hang, 12.5 linear ft')).toBeInTheDocument();
    expect(within(part).getByText('$3,100')).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Open in the planner' })).toHaveAttribute(
      'href',
      `/plan?${plan.query}`,
    );
  });

  it('has no such part without a plan', () => {
    render(<LeadCard lead={{ ...lead, plan: null }} busy={false} />);
    expect(screen.queryByRole('group', { name: 'Planned online' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
