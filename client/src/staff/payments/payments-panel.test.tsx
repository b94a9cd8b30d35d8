import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayOf } from '../../../../shared/business-time';
import { polyfillDialog, staff } from '../../test/admin-test-utils';
import { checkPayment, depositPaid, owedRefund, signedJob } from '../../test/job-payments';
import { figures, ledgerUrl, money, openPayments, showCard } from '../../test/payments-card';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const today = dayOf(new Date());

describe('a signed job’s money on its lead card', () => {
  it('shows paid, due now and the balance from the inbox’s answer; the ledger is read only when Payments opens', async () => {
    const api = showCard(signedJob());
    expect(figures()).toEqual(['Paid $0', 'Due now $3,000', 'Balance $9,000']);
    expect(api.requests()).not.toContain(`GET ${ledgerUrl}`);
    await openPayments();
    expect(await within(money()).findByRole('table', { name: 'Schedule' })).toBeInTheDocument();
    expect(api.requests().filter((request) => request === `GET ${ledgerUrl}`)).toHaveLength(1);
  });

  it('a ledger that cannot be read says why, with Try again', async () => {
    showCard({ status: 500, body: { success: false, error: 'Something went wrong on our side.' } });
    await openPayments();
    expect(await within(money()).findByRole('alert')).toHaveTextContent(
      'Could not load the payments: 500: Something went wrong on our side.',
    );
    expect(within(money()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the Payments panel: the schedule, every entry (a void struck through with the reason and who), refunds with their deadline', async () => {
    const job = signedJob({
      totals: { ...signedJob().totals, paidCents: 0, balanceCents: 0, chargesCents: 0, refundsOpenCents: 300_000 },
      contract: { ...signedJob().contract!, cancelledAt: '2026-11-21T15:00:00.000Z' },
      schedule: signedJob().schedule.map((stage) => ({ ...stage, leftCents: 0, due: false })),
      summary: { ...signedJob().summary, dueNowCents: 0, balanceCents: 0, refundsWarned: 2, refundOverdue: true },
      charges: [
        ...signedJob().charges,
        {
          id: 2,
          kind: 'cancellation',
          amountCents: -900_000,
          label: 'Contract cancelled within three days',
          at: '2026-11-21T15:00:00.000Z',
        },
      ],
      payments: [
        checkPayment({
          id: 4,
          checkNumber: '1041',
          createdAt: '2026-11-20T16:00:00.000Z',
          voided: { at: '2026-11-20T17:00:00.000Z', by: 'Sam Ortiz', reason: 'Entered on the wrong job' },
        }),
        checkPayment(),
      ],
      refunds: [owedRefund({ warning: 'near' }), owedRefund({ id: 9, amountCents: 100, warning: 'overdue' })],
    });
    showCard(job);
    await within(money()).findByText('Balance');
    expect(within(money()).getByText('Refunds are overdue')).toBeInTheDocument();
    await openPayments();

    const schedule = within(money()).getByRole('table', { name: 'Schedule' });
    expect(
      within(schedule)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PaymentAmountPaidLeft', 'Deposit$3,000$0$0', 'Balance$6,000$0$0']);
    expect(within(money()).getByText(/every payment is refunded\.$/)).toHaveTextContent(
      /^Contract cancelled Sat, Nov 21/,
    );

    const entries = within(money()).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Contract (Better)');
    const voided = entries.find((li) => li.textContent?.includes('Check 1041'))!;
    expect(voided.querySelectorAll('del')).toHaveLength(2);
    expect(within(voided).getByText('Check 1041 · Deposit').closest('del')).not.toBeNull();
    expect(voided).toHaveTextContent(/Voided by Sam Ortiz, .+: Entered on the wrong job/);
    const live = entries.find((li) => li.textContent?.includes('Check 1042'))!;
    expect(live.querySelector('del')).toBeNull();
    expect(live).toHaveTextContent('Nov 27, 2026 · Paid · recorded by Sam Ortiz');

    const refunds = entries.filter((li) => li.textContent?.includes('Refund owed'));
    expect(refunds.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^\$3,000 · Refund owedDue soon.*Due by the end of Friday, December 4, 2026/),
      expect.stringMatching(/^\$1 · Refund owedOverdue/),
    ]);
    expect(refunds[0]).toHaveClass('border-brass-700');
    expect(refunds[1]).toHaveClass('border-red-700');
    // The office keeps the books: the refunds owed can be marked paid; a cancelled contract takes no payment.
    expect(within(money()).getAllByRole('button', { name: /^Mark refund paid/ })).toHaveLength(2);
    expect(within(money()).queryByRole('button', { name: 'Record a payment' })).not.toBeInTheDocument();
  });

  it('without payments:manage (a designer) the ledger is read-only: no Record, Void or Mark refund paid', async () => {
    showCard(signedJob({ payments: [checkPayment()], refunds: [owedRefund()] }), { user: staff('designer') });
    await within(money()).findByText('Balance');
    await openPayments();
    expect(within(money()).getByText('Check 1042 · Deposit')).toBeInTheDocument();
    expect(within(money()).queryByRole('button', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(within(money()).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
    expect(within(money()).queryByRole('button', { name: /^Mark refund paid/ })).not.toBeInTheDocument();
  });

  it("a payment's receipt is a link to its PDF; one without a receipt has none", async () => {
    const receipt = { number: 'R-2026-00004', issuedAt: '2026-11-27T16:00:00.000Z', mailedAt: null };
    showCard(signedJob({ payments: [checkPayment({ receipt }), checkPayment({ id: 6, checkNumber: '1043' })] }));
    await within(money()).findByText('Balance');
    await openPayments();
    const links = within(money()).getAllByRole('link', { name: /^Receipt/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Receipt R-2026-00004 (PDF)', `${ledgerUrl}/5/receipt.pdf`],
    ]);
  });
});

describe('Record a payment', () => {
  const openRecord = async () => {
    await within(money()).findByText('Balance');
    await openPayments();
    await userEvent.click(within(money()).getByRole('button', { name: 'Record a payment' }));
    return screen.getByRole('dialog', { name: 'Record a payment' });
  };

  it('a check with its number: the API’s answer is the card’s new figures, and the dialog closes', async () => {
    const api = showCard(signedJob(), {
      onPost: (url) => (url === ledgerUrl ? { status: 201, body: depositPaid() } : undefined),
    });
    const dialog = await openRecord();
    expect(within(dialog).getByLabelText('Day received')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Payment of the schedule')).toHaveValue('deposit');
    await userEvent.type(within(dialog).getByLabelText('Check number'), '1042');
    await userEvent.type(within(dialog).getByLabelText('Amount ($)'), '3,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(api.bodyOf('POST', ledgerUrl)).toEqual({
      method: 'check',
      checkNumber: '1042',
      amountCents: 300_000,
      receivedOn: today,
      stage: 'deposit',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(figures()).toEqual(['Paid $3,000', 'Due now $0', 'Balance $6,000']);
    expect(within(money()).getByText('Check 1042 · Deposit')).toBeInTheDocument();
  });

  it('checks with the API’s schema first: an amount that is not one, a check without its number; nothing is sent', async () => {
    const api = showCard(signedJob());
    const dialog = await openRecord();
    const amount = within(dialog).getByLabelText('Amount ($)');
    await userEvent.type(amount, 'three');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter the amount')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    // The check's number is asked for once the fields themselves are right (the schema's order).
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter the check number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Check number')).toHaveAttribute('aria-invalid', 'true');
    // Cash has no number to give.
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'cash');
    expect(within(dialog).queryByLabelText('Check number')).not.toBeInTheDocument();
    expect(api.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('above what is left to pay: the server’s 409 sentence shows on the amount', async () => {
    const refusal = 'A payment of $9,000.01 is more than the $9,000 left to pay';
    showCard(signedJob(), {
      onPost: () => ({
        status: 409,
        body: { success: false, error: refusal, fieldErrors: { amountCents: [refusal] } },
      }),
    });
    const dialog = await openRecord();
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'bank_transfer');
    await userEvent.type(within(dialog).getByLabelText('Amount ($)'), '9000.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const amount = within(dialog).getByLabelText('Amount ($)');
    await vi.waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(`Up to $9,000, what is left to pay. ${refusal}`);
    expect(amount).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Record a payment' })).toBeInTheDocument();
  });

  it('a refusal about the job, not a field (a contract cancelled meanwhile), shows in the form’s alert', async () => {
    const refusal = 'This contract was cancelled: nothing is due, and any payment is returned';
    showCard(signedJob(), { onPost: () => ({ status: 409, body: { success: false, error: refusal } }) });
    const dialog = await openRecord();
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'cash');
    await userEvent.type(within(dialog).getByLabelText('Amount ($)'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('Void and Mark refund paid', () => {
  it('Void asks for the reason, then the payment is struck through and the balance is back', async () => {
    const voided = signedJob({
      payments: [checkPayment({ voided: { at: new Date().toISOString(), by: 'Sam Ortiz', reason: 'Entered twice' } })],
    });
    const api = showCard(depositPaid(), {
      onPost: (url) => (url === `${ledgerUrl}/5/void` ? { body: voided } : undefined),
    });
    await within(money()).findByText('Balance');
    await openPayments();
    await userEvent.click(within(money()).getByRole('button', { name: 'Void check 1042, $3,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this payment?' });
    expect(dialog).toHaveTextContent('The check 1042, $3,000 received Nov 27, 2026 stays in the ledger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(await within(dialog).findByText('The reason is required')).toBeInTheDocument();
    expect(api.requests().filter((r) => r.startsWith('POST'))).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Entered twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByText('Payment voided')).toBeInTheDocument();
    expect(api.bodyOf('POST', `${ledgerUrl}/5/void`)).toEqual({ reason: 'Entered twice' });
    expect(figures()).toEqual(['Paid $0', 'Due now $3,000', 'Balance $9,000']);
    const entry = within(money()).getByText('Check 1042 · Deposit');
    expect(entry.closest('del')).not.toBeNull();
    expect(within(money()).getByText(/^Voided by Sam Ortiz, .+: Entered twice$/)).toBeInTheDocument();
    expect(within(money()).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
  });

  it('by keyboard: once the payment is voided, its Void button gone, focus is on the ledger, not lost to the page', async () => {
    const voided = signedJob({
      payments: [checkPayment({ voided: { at: new Date().toISOString(), by: 'Sam Ortiz', reason: 'Entered twice' } })],
    });
    showCard(depositPaid(), { onPost: (url) => (url === `${ledgerUrl}/5/void` ? { body: voided } : undefined) });
    await within(money()).findByText('Balance');
    await openPayments();
    within(money()).getByRole('button', { name: 'Void check 1042, $3,000' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Void this payment?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Entered twice{Enter}');
    expect(await screen.findByText('Payment voided')).toBeInTheDocument();
    expect(within(money()).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
    expect(within(money()).getByRole('heading', { name: 'Ledger' })).toHaveFocus();
  });

  it('Mark refund paid sends the day and the note', async () => {
    const paid = signedJob({
      refunds: [owedRefund({ status: 'paid', settledOn: today, settledBy: 'Sam Ortiz', note: 'Check 3001 mailed' })],
    });
    const api = showCard(signedJob({ refunds: [owedRefund()] }), {
      onPost: (url) => (url === '/api/contacts/9/refunds/8/paid' ? { body: paid } : undefined),
    });
    await within(money()).findByText('Balance');
    await openPayments();
    await userEvent.click(within(money()).getByRole('button', { name: 'Mark refund paid: $3,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark refund paid' });
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Check 3001 mailed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refund paid' }));
    expect(await screen.findByText('Refund marked paid')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/api/contacts/9/refunds/8/paid')).toEqual({ paidOn: today, note: 'Check 3001 mailed' });
    expect(within(money()).getByText(/^Paid back .+ by Sam Ortiz \(Check 3001 mailed\)$/)).toBeInTheDocument();
  });
});
