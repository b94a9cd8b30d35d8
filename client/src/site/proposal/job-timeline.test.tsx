import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobTimeline } from '../../../../shared/jobs/job-timeline';
import { JobTimeline } from './job-timeline';

describe('the homeowner’s timeline', () => {
  it('names each step, done or to come, with its Connecticut day and every install day', () => {
    render(
      <JobTimeline
        timeline={jobTimeline({
          signedAt: '2026-11-21T02:30:00.000Z',
          hasDeposit: true,
          depositPaidOn: '2026-11-27',
          installDays: ['2027-01-12', '2027-01-13'],
          completedAt: null,
          punchItems: { listed: 0, open: 0 },
          paidOn: null,
          closedAt: null,
        })}
      />,
    );
    const steps = within(screen.getByRole('region', { name: 'Your project' })).getAllByRole('list')[0]!;
    expect([...steps.children].map((li) => li.textContent)).toEqual([
      // 9:30 PM on the 20th in Connecticut: signed on Friday the 20th, not the UTC day.
      'Contract signed (done)Friday, November 20, 2026',
      'Deposit paid (done)Friday, November 27, 2026',
      'Installation scheduled (done)Tuesday, January 12, 2027Wednesday, January 13, 2027',
      'Installed (to come)',
      'Paid in full (to come)',
      'Closed (to come)',
    ]);
  });
});
