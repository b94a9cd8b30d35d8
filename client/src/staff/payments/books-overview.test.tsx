import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashByMonth, RefundsDue } from '../../../../shared/payments/payment-reports';
import type { StaffRole } from '../../../../shared/team';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { StaffArea } from '../shell/staff-area';
import { CashByMonthSection } from './cash-by-month-section';

afterEach(() => vi.unstubAllGlobals());

const refundsDue: RefundsDue = {
  refunds: [
    {
      refundId: 3,
      leadId: 7,
      leadName: 'Lou Late',
      amountCents: 70_000,
      dueBy: '2026-11-27',
      dueByText: 'the end of Friday, November 27, 2026',
      warning: 'overdue',
    },
    {
      refundId: 4,
      leadId: 8,
      leadName: 'Nell Near',
      amountCents: 50_000,
      dueBy: '2026-12-01',
      dueByText: 'the end of Tuesday, December 1, 2026',
      warning: 'near',
    },
  ],
};

/** The dashboard as `role` sees it: the refunds due answered, everything else failing (not this test's subject). */
function showDashboardTo(role: StaffRole) {
  const api = stubApi(({ url }) =>
    url === '/api/payments/refunds-due'
      ? { body: refundsDue }
      : { status: 503, body: { success: false, error: 'Not in this test' } },
  );
  renderWithQueries(<StaffArea page="dashboard" />, { authenticated: true, user: staff(role) });
  return api;
}

describe('the refunds due, above the dashboard’s tabs', () => {
  it('warns the owner of each refund whose last day is near or past, the overdue ones said so', async () => {
    showDashboardTo('owner');
    const notice = await screen.findByRole('region', { name: '2 refunds to pay back' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Lou Late: $700 by the end of Friday, November 27, 2026 (overdue)',
      'Nell Near: $500 by the end of Tuesday, December 1, 2026',
    ]);
  });

  it('is not asked for by a designer, who keeps no books', async () => {
    const api = showDashboardTo('designer');
    await screen.findByRole('tablist', { name: 'Dashboard sections' });
    await vi.waitFor(() => expect(api.requests().length).toBeGreaterThan(0));
    expect(api.requests().filter((r) => r.includes('/api/payments'))).toEqual([]);
    expect(screen.queryByRole('region', { name: /refunds? to pay back/ })).not.toBeInTheDocument();
  });
});

describe('the Money section of Analytics', () => {
  const months = (figures: Partial<CashByMonth['months'][number]>[]): CashByMonth => ({
    asOf: '2027-03-10',
    months: figures.map((m, i) => ({
      month: `2027-0${i + 1}`,
      receivedCents: 0,
      refundedCents: 0,
      collectedCents: 0,
      outstandingCents: 0,
      ...m,
    })),
  });

  it('shows this month’s figures, then each month newest first with its CSV, and the whole export', async () => {
    stubApi(({ url }) =>
      url === '/api/payments/by-month'
        ? {
            body: months([
              { receivedCents: 300_000, collectedCents: 300_000, outstandingCents: 600_000 },
              { outstandingCents: 600_000 },
              { receivedCents: 700_000, refundedCents: 100_000, collectedCents: 600_000, outstandingCents: 900_000 },
            ]),
          }
        : undefined,
    );
    renderWithQueries(<CashByMonthSection />, { authenticated: true, user: staff('office') });
    expect(await screen.findByText('Collected this month')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat('Collected this month')).toBe('$6,000');
    expect(stat('Outstanding today')).toBe('$9,000');
    expect(stat('Collected, last 12 months')).toBe('$9,000');
    const table = screen.getByRole('table', { name: 'Cash by month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MonthCollectedOutstandingReceivedRefundedPayments',
      'March 2027$6,000$9,000$7,000$1,000CSV',
      'February 2027$0$6,000$0$0CSV',
      'January 2027$3,000$6,000$3,000$0CSV',
    ]);
    expect(within(table).getByRole('link', { name: 'CSV, payments of March 2027' })).toHaveAttribute(
      'href',
      '/api/payments.csv?month=2027-03',
    );
    expect(screen.getByRole('link', { name: 'Download payments (CSV)' })).toHaveAttribute('href', '/api/payments.csv');
  });
});
