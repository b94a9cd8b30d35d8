import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dayOf } from '../../../../shared/business-time';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { polyfillDialog, staff } from '../../test/admin-test-utils';
import { depositPaid, owedRefund, signedJob } from '../../test/job-payments';
import { ledgerUrl, money, openPayments, showCard } from '../../test/payments-card';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const remindersUrl = `${ledgerUrl}/reminders`;
const depositRequestUrl = `${ledgerUrl}/deposit-request`;
const today = dayOf(new Date());

/** The deposit was reminded 3 and 7 days after it fell due on 25 November 2026, at 9 AM in Connecticut. */
const sent: JobPayments['reminders']['sent'] = [
  { stage: 'deposit', dueOn: '2026-11-25', afterDays: 3, amountCents: 300_000, sentAt: '2026-11-28T14:00:00.000Z' },
  { stage: 'deposit', dueOn: '2026-11-25', afterDays: 7, amountCents: 300_000, sentAt: '2026-12-02T14:00:00.000Z' },
];
/** Paused on Tuesday 1 December 2026 at 10 AM in Connecticut. */
const paused = (by = 'Dana Reyes'): JobPayments['reminders'] => ({
  paused: true,
  pausedAt: '2026-12-01T15:00:00.000Z',
  pausedBy: by,
  sent,
});

const reminders = () => screen.getByRole('heading', { name: 'Reminders' }).parentElement!;
const opened = async () => {
  await within(money()).findByText('Balance');
  await openPayments();
  await within(money()).findByRole('heading', { name: 'Ledger' });
};

describe('the payment reminders on the Payments panel', () => {
  it('paused: by whom and when in Connecticut time, with each reminder sent (payment, amount, due day, days after, when)', async () => {
    showCard(signedJob({ reminders: paused() }));
    await opened();
    expect(reminders()).toHaveTextContent(
      'Paused by Dana Reyes, Tue, Dec 1, 2026, 10:00 AM: none is e-mailed until they are resumed.',
    );
    const items = within(screen.getByRole('list', { name: 'Reminders' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Deposit · $3,000Due Nov 25, 2026 · 3 days after · sent Sat, Nov 28, 2026, 9:00 AM',
      'Deposit · $3,000Due Nov 25, 2026 · 7 days after · sent Wed, Dec 2, 2026, 9:00 AM',
    ]);
    expect(within(reminders()).getByRole('button', { name: 'Resume reminders' })).toBeInTheDocument();
  });

  it('on, none sent yet; by keyboard, Pause reminders sends paused: true, shows the answered ledger and keeps focus on the button, whose words change', async () => {
    const api = showCard(signedJob(), {
      onPost: (url, body) =>
        url === remindersUrl
          ? { body: signedJob((body as { paused: boolean }).paused ? { reminders: paused('Sam Ortiz') } : {}) }
          : undefined,
    });
    await opened();
    expect(reminders()).toHaveTextContent(
      'On: a payment due and unpaid is reminded by e-mail 3 and 7 days after it falls due.',
    );
    expect(reminders()).toHaveTextContent('None sent yet.');

    within(reminders()).getByRole('button', { name: 'Pause reminders' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Reminders paused')).toBeInTheDocument();
    expect(api.bodyOf('POST', remindersUrl)).toEqual({ paused: true });
    expect(reminders()).toHaveTextContent(/^RemindersPaused by Sam Ortiz, Tue, Dec 1, 2026, 10:00 AM/);
    expect(within(reminders()).getByRole('button', { name: 'Resume reminders' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Reminders resumed')).toBeInTheDocument();
    expect(api.bodyOf('POST', remindersUrl)).toEqual({ paused: false });
    expect(within(reminders()).getByRole('button', { name: 'Pause reminders' })).toHaveFocus();
  });

  it('a refusal leaves the reminders as they were and says why', async () => {
    showCard(signedJob(), {
      onPost: () => ({
        status: 409,
        body: { success: false, error: 'There is nothing to pay until the contract is signed' },
      }),
    });
    await opened();
    await userEvent.click(within(reminders()).getByRole('button', { name: 'Pause reminders' }));
    expect(await screen.findByText('Reminders not changed')).toBeInTheDocument();
    expect(screen.getByText('409: There is nothing to pay until the contract is signed')).toBeInTheDocument();
    expect(within(reminders()).getByRole('button', { name: 'Pause reminders' })).toBeInTheDocument();
  });
});

const recorded = (fields: Partial<NonNullable<JobPayments['depositRequest']>> = {}): JobPayments => ({
  ...depositPaid(),
  refunds: [
    owedRefund({
      reason: "Deposit returned on the homeowner's written request (CGS 20-427(b)(8))",
      dueBy: '2026-12-06',
      dueByText: 'the end of Sunday, December 6, 2026',
    }),
  ],
  depositRequest: {
    receivedOn: '2026-11-26',
    dueBy: '2026-12-06',
    dueByText: 'the end of Sunday, December 6, 2026',
    overdue: false,
    recordedBy: 'Sam Ortiz',
    ...fields,
  },
});
const depositBack = () => screen.getByRole('heading', { name: 'Deposit asked back' }).parentElement!;
const openRequest = async () => {
  await opened();
  await userEvent.click(within(money()).getByRole('button', { name: 'Record a request for the deposit back' }));
  return screen.getByRole('dialog', { name: 'Record a request for the deposit back' });
};

describe("the homeowner's written request for the deposit back", () => {
  it('checks the box with the API’s schema first, then sends the day and the box; the recorded request replaces the button, focus on the ledger', async () => {
    const receivedOn = addDays(today, -3);
    const api = showCard(depositPaid(), {
      onPost: (url) => (url === depositRequestUrl ? { status: 201, body: recorded() } : undefined),
    });
    const dialog = await openRequest();
    const day = within(dialog).getByLabelText('Day the written request was received');
    expect(day).toHaveValue(today);
    expect(day).toHaveAttribute('max', today);
    const box = within(dialog).getByRole('checkbox', { name: 'No substantial work has been done on the job' });
    expect(box).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record request' }));
    expect(
      await within(dialog).findByText('The deposit comes back on request only when no substantial work was done'),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('The deposit comes back on request only when no substantial work was done');
    expect(api.requests().filter((r) => r.startsWith('POST'))).toEqual([]);

    fireEvent.change(day, { target: { value: receivedOn } });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Deposit return recorded')).toBeInTheDocument();
    expect(screen.getByText('Return it by the end of Sunday, December 6, 2026')).toBeInTheDocument();
    expect(api.bodyOf('POST', depositRequestUrl)).toEqual({ receivedOn, noSubstantialWork: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(depositBack()).toHaveTextContent(
      'Return the deposit by the end of Sunday, December 6, 2026Written request received November 26, 2026, recorded by Sam Ortiz.',
    );
    expect(within(money()).queryByRole('button', { name: /deposit back/ })).not.toBeInTheDocument();
    // Nothing falls due once the deposit is asked back: the reminders stop, with nothing to pause.
    expect(reminders()).toHaveTextContent('Stopped: the homeowner asked for the deposit back, so nothing falls due.');
    expect(within(reminders()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(money()).getByRole('heading', { name: 'Ledger' })).toHaveFocus();
  });

  it('a refusal about the job (within the 30 days) shows the server’s sentence in the dialog, which stays open', async () => {
    const refusal =
      "The law returns a deposit on request only once more than 30 days have passed since the contract's starting date (January 4, 2027): a request received before February 4, 2027 does not count";
    showCard(depositPaid(), { onPost: () => ({ status: 409, body: { success: false, error: refusal } }) });
    const dialog = await openRequest();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^No substantial work/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Record a request for the deposit back' })).toBeInTheDocument();
    expect(screen.queryByText('Deposit return recorded')).not.toBeInTheDocument();
  });

  it('past its last day with the refund still open, the request is flagged Overdue in the warning style', async () => {
    showCard(recorded({ overdue: true }));
    await opened();
    const notice = within(depositBack())
      .getByText(/^Return the deposit by/)
      .closest('div.rounded-md');
    expect(notice).toHaveClass('border-red-700', 'bg-red-50');
    expect(notice).toHaveTextContent('Overdue');
  });

  it('a cancelled contract takes no request and has no reminders to pause', async () => {
    showCard(signedJob({ contract: { ...signedJob().contract!, cancelledAt: '2026-11-21T15:00:00.000Z' } }));
    await opened();
    expect(screen.queryByRole('heading', { name: 'Deposit asked back' })).not.toBeInTheDocument();
    expect(reminders()).toHaveTextContent('Stopped: the contract was cancelled.');
    expect(within(reminders()).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('without payments:manage (a designer)', () => {
  it('sees the reminders and a recorded request, with nothing to act on', async () => {
    showCard({ ...recorded(), reminders: paused() }, { user: staff('designer') });
    await opened();
    expect(reminders()).toHaveTextContent('Paused by Dana Reyes');
    expect(screen.getByRole('list', { name: 'Reminders' })).toBeInTheDocument();
    expect(depositBack()).toHaveTextContent('Return the deposit by the end of Sunday, December 6, 2026');
    expect(within(money()).queryByRole('button', { name: /reminders$/ })).not.toBeInTheDocument();
    expect(within(money()).queryByRole('button', { name: /^Mark refund paid/ })).not.toBeInTheDocument();
  });

  it('with no request recorded and reminders on: no deposit part, no Pause reminders', async () => {
    showCard(depositPaid(), { user: staff('designer') });
    await opened();
    expect(screen.queryByRole('heading', { name: 'Deposit asked back' })).not.toBeInTheDocument();
    expect(reminders()).toHaveTextContent(/^RemindersOn:/);
    expect(within(money()).queryByRole('button', { name: /reminders$|deposit back$/ })).not.toBeInTheDocument();
  });
});
