import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { paymentsApi } from '../../../shared/api/payments';
import { pathTo } from '../../../shared/api/route';
import type { JobPayments } from '../../../shared/payments/payment-answers';
import type { StaffUser } from '../../../shared/team';
import { LeadCard } from '../staff/leads/lead-card';
import { inboxLead, renderWithQueries, staff, stubApi, type Answer } from './admin-test-utils';
import { signedJob } from './job-payments';

const lead = inboxLead({ status: 'won', receivedAt: '2026-11-10T15:00:00.000Z' });
export const ledgerUrl = pathTo(paymentsApi.read, { id: lead.id });

/** The lead card of a signed job, with the ledger `job` (and `onPost` for the changes), as `user` sees it. */
export function showCard(
  job: JobPayments | Answer,
  {
    user = staff('office'),
    onPost = () => undefined,
  }: { user?: StaffUser; onPost?: (url: string, body: unknown) => Answer | undefined } = {},
) {
  const api = stubApi(({ method, url, body }) => {
    if (method === 'GET' && url === ledgerUrl) return 'contract' in job ? { body: job } : job;
    if (method === 'POST') return onPost(url, body);
    return undefined;
  });
  // The inbox gives the job's money line with the lead; a ledger that cannot be read has the first job's.
  const money = 'contract' in job ? job.summary : signedJob().summary;
  renderWithQueries(<LeadCard lead={{ ...lead, signedContract: true, contractLocked: true, money }} busy={false} />, {
    authenticated: true,
    user,
  });
  return api;
}

/** The card's "Paid and due" group, where the Payments panel opens. */
export const money = () => screen.getByRole('group', { name: 'Paid and due' });

/** "Paid $0", "Due now $3,000", "Balance $9,000": each figure of the card as a term and its value. */
export const figures = () =>
  within(money())
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

export const openPayments = async () => {
  await userEvent.click(within(money()).getByRole('button', { name: 'Payments' }));
  expect(within(money()).getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-expanded', 'true');
};
