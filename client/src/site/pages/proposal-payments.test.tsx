import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeownerPayments } from '../../../../shared/payments/payment-answers';
import { paymentMessages } from '../../../../shared/payments/payment-messages';
import { paymentSchedule } from '../../../../shared/payments/payment-schedule';
import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import { proposalNotices } from '../../../../shared/proposals/proposal-notices';
import { acceptedSample } from '../../../../shared/proposals/sample-proposal';
import { answer, calls, renderPage } from '../../test/proposal-page-render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Better, $4,088: a deposit of one-third ($1,362.67), the balance ($2,725.33) on completion.
const signedAt = '2027-01-12T15:00:00.000Z';
const withinWindow = acceptedSample(1, signedAt, new Date('2027-01-12T16:00:00.000Z'));
const afterWindow = acceptedSample(1, signedAt, new Date('2027-01-20T12:00:00.000Z'));
const totalCents = withinWindow.acceptance!.total * 100;
const [deposit, balance] = paymentSchedule(totalCents, withinWindow);
const depositText = '$1,362.67';
const balanceText = '$2,725.33';

type Stage = HomeownerPayments['schedule'][number];
const stage = (of: typeof deposit, figures: Partial<Stage> = {}): Stage => ({
  stage: of!.stage,
  amountCents: of!.amountCents,
  paidCents: 0,
  processingCents: 0,
  leftCents: of!.amountCents,
  heldBackCents: 0,
  due: false,
  payable: false,
  ...figures,
});

/** Nothing paid yet: the deposit is the next payment. */
const unpaid: HomeownerPayments = {
  totalCents,
  paidCents: 0,
  processingCents: 0,
  balanceCents: totalCents,
  schedule: [stage(deposit, { payable: true }), stage(balance)],
  payments: [],
  refunds: [],
  payOnline: true,
  depositReturnRequested: false,
  confirming: false,
};

/** The deposit paid by card on Jan 12: the balance is the next payment. */
const depositPaid: HomeownerPayments = {
  ...unpaid,
  paidCents: deposit!.amountCents,
  balanceCents: balance!.amountCents,
  schedule: [stage(deposit, { paidCents: deposit!.amountCents, leftCents: 0 }), stage(balance, { payable: true })],
  payments: [
    {
      id: 1,
      receipt: null,
      receivedOn: '2027-01-12',
      method: 'card',
      amountCents: deposit!.amountCents,
      status: 'succeeded',
    },
  ],
};

const signed = (proposal: HomeownerProposal, payments: HomeownerPayments): HomeownerProposal => ({
  ...proposal,
  payments,
});
const paymentsRegion = () => screen.getByRole('region', { name: 'Your payments' });
const scheduleItem = (name: RegExp) =>
  within(within(paymentsRegion()).getByRole('list', { name: 'When you pay' }))
    .getAllByRole('listitem')
    .find((item) => name.test(item.textContent ?? ''))!;
const receivedRows = () =>
  within(within(paymentsRegion()).getByRole('table', { name: 'Payments received' }))
    .getAllByRole('row')
    .slice(1);

describe('the signed page: paying online', () => {
  it('right after signing offers "Pay the deposit now", optional until the right to cancel ends, as a plain form too', () => {
    answer();
    const token = renderPage(signed(withinWindow, unpaid));
    const contract = screen.getByRole('region', { name: 'Your signed contract' });
    const pay = within(contract).getByRole('button', { name: `Pay the deposit now (${depositText})` });
    expect(contract).toHaveTextContent(
      'Paying it now is optional: the deposit is due only once your right to cancel ends (midnight at the end of Friday, January 15, 2027), and if you cancel before then, it is returned in full.',
    );
    expect(contract).toHaveTextContent('No fee is added for paying by card.');
    // Without JavaScript the button posts the form: the server answers with a 303 to Checkout.
    const form = pay.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/api/proposals/${token}/payments`);
    expect(new FormData(form).get('stage')).toBe('deposit');

    // The deposit is offered once; the balance is not payable yet.
    expect(screen.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
    expect(scheduleItem(/^Deposit/)).toHaveTextContent(
      `Deposit: ${depositText}${depositText} to pay · Due once your right to cancel has ended`,
    );
    expect(scheduleItem(/^Balance/)).toHaveTextContent(
      `${balanceText} to pay · Due on the day installation is complete`,
    );
    expect(paymentsRegion()).toHaveTextContent(`Left to pay: $4,088`);
    expect(paymentsRegion()).toHaveTextContent('Paid so far: $0 of $4,088.');
    expect(within(paymentsRegion()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('with JavaScript posts the stage as JSON and goes to the Checkout page the answer names', async () => {
    const fetchMock = answer({ status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    const token = renderPage(signed(withinWindow, unpaid));
    await user.click(screen.getByRole('button', { name: `Pay the deposit now (${depositText})` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    const [url, init] = calls(fetchMock)[0]!;
    expect(url).toBe(`/api/proposals/${token}/payments`);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ stage: 'deposit' }) });
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeInTheDocument();
  });

  it("shows the API's sentence when the payment cannot start", async () => {
    answer({ status: 502, body: { success: false, error: paymentMessages.stripeUnreachable } });
    const user = userEvent.setup();
    renderPage(signed(withinWindow, unpaid));
    await user.click(screen.getByRole('button', { name: `Pay the deposit now (${depositText})` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.stripeUnreachable);
    expect(screen.getByRole('button', { name: `Pay the deposit now (${depositText})` })).toBeInTheDocument();
  });

  it('due: once the right to cancel has ended the deposit is "Due now" with "Pay $X" for exactly what is left', () => {
    answer();
    renderPage(
      signed(afterWindow, { ...unpaid, schedule: [stage(deposit, { payable: true, due: true }), stage(balance)] }),
    );
    expect(screen.queryByRole('button', { name: /Pay the deposit now/ })).not.toBeInTheDocument();
    const item = scheduleItem(/^Deposit/);
    expect(item).toHaveTextContent(`${depositText} to pay · Due now`);
    expect(within(item).getByRole('button', { name: `Pay ${depositText}` })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
  });

  it('paid: the card payment with its day, the deposit paid, the new balance and "Pay" for the balance', () => {
    answer();
    renderPage(signed(afterWindow, depositPaid));
    expect(receivedRows().map((row) => row.textContent)).toEqual([`Jan 12, 2027Card${depositText}Paid`]);
    expect(scheduleItem(/^Deposit/)).toHaveTextContent(`Paid ${depositText}`);
    expect(scheduleItem(/^Deposit/)).not.toHaveTextContent('to pay');
    expect(paymentsRegion()).toHaveTextContent(`Left to pay: ${balanceText}`);
    expect(paymentsRegion()).toHaveTextContent(`Paid so far: ${depositText} of $4,088.`);
    expect(within(scheduleItem(/^Balance/)).getByRole('button', { name: `Pay ${balanceText}` })).toBeInTheDocument();
  });

  it("a payment with its receipt links the receipt's PDF through the homeowner's own link", () => {
    answer();
    const token = renderPage(
      signed(afterWindow, {
        ...depositPaid,
        payments: [{ ...depositPaid.payments[0]!, id: 7, receipt: 'R-2027-00003' }],
      }),
    );
    const link = within(paymentsRegion()).getByRole('link', { name: 'Receipt R-2027-00003 (PDF)' });
    expect(link).toHaveAttribute('href', `/api/proposals/${token}/payments/7/receipt.pdf`);
  });

  it('processing: a bank payment shows as processing, held against the balance, and the page says it is not yet paid', () => {
    answer();
    renderPage(
      signed(afterWindow, {
        ...unpaid,
        processingCents: deposit!.amountCents,
        schedule: [
          stage(deposit, { processingCents: deposit!.amountCents, leftCents: 0 }),
          stage(balance, { payable: true }),
        ],
        payments: [
          {
            id: 4,
            receipt: null,
            receivedOn: '2027-01-13',
            method: 'us_bank_account',
            amountCents: deposit!.amountCents,
            status: 'processing',
          },
        ],
      }),
    );
    expect(receivedRows().map((row) => row.textContent)).toEqual([
      `Jan 13, 2027US bank account${depositText}Processing`,
    ]);
    expect(paymentsRegion()).toHaveTextContent(
      'A bank payment takes a few business days to clear: it shows as Paid here once it has.',
    );
    expect(scheduleItem(/^Deposit/)).toHaveTextContent(`${depositText} processing`);
    expect(paymentsRegion()).toHaveTextContent(
      `Left to pay: $4,088Paid so far: $0 of $4,088. ${depositText} of it is a bank payment still processing.`,
    );
  });

  it('failed: a bank payment that failed says so, and the deposit is to pay again', () => {
    answer();
    renderPage(
      signed(afterWindow, {
        ...unpaid,
        schedule: [stage(deposit, { payable: true, due: true }), stage(balance)],
        payments: [
          {
            id: 2,
            receipt: null,
            receivedOn: '2027-01-13',
            method: 'us_bank_account',
            amountCents: deposit!.amountCents,
            status: 'failed',
          },
        ],
      }),
    );
    expect(receivedRows().map((row) => row.textContent)).toEqual([`Jan 13, 2027US bank account${depositText}Failed`]);
    expect(paymentsRegion()).toHaveTextContent(
      'A bank payment failed: your bank did not pay it, and nothing was taken. Please pay it again, or call us.',
    );
    expect(within(scheduleItem(/^Deposit/)).getByRole('button', { name: `Pay ${depositText}` })).toBeInTheDocument();
  });

  it('refund owed: after a cancellation nothing is due, and each payment is returned by its day', () => {
    answer();
    const cancelled = {
      ...withinWindow,
      canCancel: false,
      acceptance: { ...withinWindow.acceptance!, cancelledAt: '2027-01-13T14:00:00.000Z' },
    };
    renderPage(
      signed(cancelled, {
        ...depositPaid,
        balanceCents: 0,
        schedule: [stage(deposit, { paidCents: deposit!.amountCents, leftCents: 0 }), stage(balance, { leftCents: 0 })],
        payments: [
          {
            id: 3,
            receipt: null,
            receivedOn: '2027-01-12',
            method: 'check',
            amountCents: deposit!.amountCents,
            status: 'succeeded',
          },
        ],
        refunds: [{ amountCents: deposit!.amountCents, status: 'owed', dueBy: '2027-01-27', settledOn: null }],
        payOnline: false,
      }),
    );
    expect(paymentsRegion()).toHaveTextContent(paymentMessages.cancelled);
    const refunds = within(paymentsRegion()).getByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent(
      `${depositText}: Refund owedReturned by Jan 27, 2027: within ten business days of your cancellation.`,
    );
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(within(paymentsRegion()).queryByRole('list', { name: 'When you pay' })).not.toBeInTheDocument();
  });

  it('not offered: without Stripe the page says how to pay (check, our phone) and shows no pay button', () => {
    answer();
    renderPage(
      signed(withinWindow, {
        ...unpaid,
        schedule: [stage(deposit), stage(balance)],
        payOnline: false,
      }),
    );
    expect(paymentsRegion()).toHaveTextContent(
      'Online payment is not offered here yet. Please pay by check or bank transfer, or call us at (203) 555-0147.',
    );
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByText(/Paying it now is optional/)).not.toBeInTheDocument();
  });
});

describe('the signed page: back from Checkout', () => {
  it('says the payment is being confirmed until Stripe confirms it, reading the payments again, then shows it paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answer(
      { status: 200, body: { ...unpaid, confirming: true } },
      { status: 200, body: { ...depositPaid, schedule: depositPaid.schedule } },
    );
    const token = renderPage(signed(withinWindow, { ...unpaid, confirming: true }), undefined, proposalNotices.paying);
    expect(screen.getByRole('status')).toHaveTextContent(proposalNotices.paying);
    // Never "paid" because the browser came back: the ledger has no payment yet, and no second "Pay" is offered meanwhile.
    expect(within(paymentsRegion()).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls(fetchMock).map(([url]) => url)).toEqual([`/api/proposals/${token}/payments`]);
    expect(screen.getByRole('status')).toHaveTextContent(proposalNotices.paying);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(receivedRows().map((row) => row.textContent)).toEqual([`Jan 12, 2027Card${depositText}Paid`]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your payment shows below, under Your payments.');
    expect(paymentsRegion()).toHaveTextContent(`Left to pay: ${balanceText}`);
    expect(within(paymentsRegion()).getByRole('button', { name: `Pay ${balanceText}` })).toBeInTheDocument();
    // Confirmed: the page stops reading.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls(fetchMock)).toHaveLength(2);
  });

  it('when Stripe confirmed it before the browser came back, says thank you and never "being confirmed"', () => {
    answer();
    renderPage(signed(withinWindow, depositPaid), undefined, proposalNotices.paying);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your payment shows below, under Your payments.');
    expect(screen.queryByText(proposalNotices.paying)).not.toBeInTheDocument();
  });

  it('back from a Checkout page left unpaid (cancel_url): nothing was charged', () => {
    answer();
    renderPage(signed(withinWindow, { ...unpaid, confirming: true }), undefined, proposalNotices['not-paid']);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment was not completed, and nothing was charged.');
    expect(screen.getByRole('button', { name: `Pay the deposit now (${depositText})` })).toBeInTheDocument();
  });
});
