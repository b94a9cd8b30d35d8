import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobStages, type JobStage } from '../../../../shared/jobs/job-stage';
import type { JobRow, JobsAnswer } from '../../../../shared/jobs/jobs-answer';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { JobsPanel } from './jobs-panel';

afterEach(() => vi.unstubAllGlobals());

const job = (fields: Partial<JobRow>): JobRow => ({
  leadId: 7,
  name: 'Dana Whitfield',
  town: 'Westport',
  contractNumber: 'P-2026-0007',
  signedAt: '2026-11-20T15:00:00.000Z',
  stage: 'signed',
  totalCents: 900_000,
  dueNowCents: 300_000,
  balanceCents: 900_000,
  nextDate: null,
  ...fields,
});
const open = [
  job({}),
  job({ leadId: 8, name: 'Sam Ortega', stage: 'scheduled', dueNowCents: 0, nextDate: '2027-01-12' }),
];
const closed = [job({ leadId: 9, name: 'Cleo Closed', stage: 'closed', dueNowCents: 0, balanceCents: 0 })];
const counts = (n: Partial<Record<JobStage, number>>) => jobStages.map((stage) => ({ stage, count: n[stage] ?? 0 }));
const answer: JobsAnswer['counts'] = counts({ signed: 1, scheduled: 1, closed: 1 });

function showJobs() {
  const api = stubApi(({ url }) => {
    if (url === '/api/jobs') return { body: { jobs: open, counts: answer } satisfies JobsAnswer };
    if (url === '/api/jobs?stage=closed') return { body: { jobs: closed, counts: answer } satisfies JobsAnswer };
    return undefined;
  });
  renderWithQueries(<JobsPanel />, { authenticated: true, user: staff('office') });
  return api;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: /jobs/i }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('the Jobs page', () => {
  it('shows the open jobs with their stage, money and next date, and a count for each stage', async () => {
    showJobs();
    expect(await screen.findByRole('list', { name: 'Open jobs' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Dana Whitfield', 'Sam Ortega']);
    const filter = screen.getByRole('group', { name: 'Show jobs' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Open (2)',
      'Signed (1)',
      'Deposit paid (0)',
      'Scheduled (1)',
      'Installed (0)',
      'Punch list (0)',
      'Closed (1)',
    ]);
    expect(within(filter).getByRole('button', { name: 'Open (2)' })).toHaveAttribute('aria-pressed', 'true');
    const scheduled = screen.getByRole('article', { name: 'Sam Ortega' });
    expect(scheduled).toHaveTextContent('Scheduled');
    expect(scheduled).toHaveTextContent('Next dateJan 12, 2027');
    expect(screen.getByRole('article', { name: 'Dana Whitfield' })).toHaveTextContent(
      'Total$9,000Due now$3,000Balance$9,000Next dateNone booked',
    );
    expect(
      within(screen.getByRole('article', { name: 'Dana Whitfield' })).getByRole('link', { name: 'Contract (PDF)' }),
    ).toHaveAttribute('href', '/api/contacts/7/proposal/contract.pdf');
  });

  it('one stage at a time: Closed asks the server for the closed jobs', async () => {
    const api = showJobs();
    await screen.findByRole('list', { name: 'Open jobs' });
    await userEvent.click(screen.getByRole('button', { name: 'Closed (1)' }));
    expect(await screen.findByRole('list', { name: 'Jobs at Closed' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Cleo Closed']);
    expect(api.requests()).toEqual(['GET /api/jobs', 'GET /api/jobs?stage=closed']);
  });
});
