import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agreeToTermsLabel,
  electronicSignatureConsent,
  lifetimeHardwareWarranty,
  rightToCancelStatement,
} from '../../../../shared/contracts/contract-terms';
import { formatDollars } from '../../../../shared/money';
import { paymentSchedule } from '../../../../shared/payments/payment-schedule';
import { acceptRefusals, type HomeownerProposal } from '../../../../shared/proposals/proposal';
import { proposalNotices } from '../../../../shared/proposals/proposal-notices';
import { acceptedSample, sampleProposal } from '../../../../shared/proposals/sample-proposal';
import { answer, calls, nextToken, renderPage } from '../../test/proposal-page-render';

// jsdom draws nothing: the pad's canvas has no 2D context here (the E2E draws on a real one).
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const option = (name: string) => screen.getByRole('article', { name });

/** Opens the option's "Accept and sign" form, types the name, ticks both boxes and sends it: the form and its name field. */
async function acceptAndSign(user: UserEvent, optionName: string, fullName: string) {
  await user.click(within(option(optionName)).getByRole('button', { name: 'Accept this option' }));
  const form = screen.getByRole('form', { name: `Accept and sign: ${optionName}` });
  const name = within(form).getByRole('textbox', { name: 'Type your full name' });
  await user.type(name, fullName);
  await user.click(within(form).getByRole('checkbox', { name: agreeToTermsLabel }));
  await user.click(within(form).getByRole('checkbox', { name: electronicSignatureConsent }));
  await user.click(within(form).getByRole('button', { name: 'Accept and sign' }));
  return { form, name };
}

describe('proposal page: open, three options', () => {
  it('shows the homeowner, the version and each option with its drawings, line items, total and warranty', () => {
    answer();
    renderPage(sampleProposal);
    expect(screen.getByRole('heading', { level: 1, name: 'Your closet proposal' })).toBeInTheDocument();
    expect(screen.getByText('Hello Dana Whitfield,')).toBeInTheDocument();
    expect(screen.getByText('For the work at 27 Compo Road South')).toBeInTheDocument();
    expect(screen.getByText(/^Version 2 · This proposal is valid until Monday, February 1, 2027/)).toBeInTheDocument();

    const options = within(screen.getByRole('region', { name: 'Your options' })).getAllByRole('article');
    expect(options.map((o) => within(o).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Good',
      'Better',
      'Best',
    ]);
    const better = option('Better');
    const total = `$${sampleProposal.options[1]!.total.toLocaleString('en-US')}`;
    expect(within(better).getAllByText(total)).toHaveLength(2);
    expect(within(better).getByRole('img', { name: 'Back wall elevation, 120 in' })).toBeInTheDocument();
    expect(within(better).getByRole('group', { name: 'Better: Back wall drawing' })).toHaveAttribute('tabindex', '0');
    const items = within(better).getByRole('table', { name: 'What is included' });
    expect(
      within(items).getByRole('cell', { name: 'Remove old wire shelving (Haul-away included)' }),
    ).toBeInTheDocument();
    expect(within(items).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(better).getByText(lifetimeHardwareWarranty.text)).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'A note from your designer' })).toHaveTextContent(/adds the drawers/);
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent(sampleProposal.terms[0]!);
    expect(terms).toHaveTextContent(
      'Deposit: one-third of the total, due once your right to cancel has ended; the balance on completion.',
    );
    expect(terms).toHaveTextContent(
      'Work starts on Monday, February 15, 2027 and will be complete by Wednesday, February 17, 2027.',
    );
    expect(terms).toHaveTextContent(
      /Maria Lopez, salesperson registration HIS\.0654321, signed Mon, Jan 4, 2027, 10:30 AM \(Connecticut time\)/,
    );
    expect(screen.getAllByRole('button', { name: /^Accept this option/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('opens signing for one option: the right to cancel beside the typed name, two consents, Accept and sign', async () => {
    answer();
    const user = userEvent.setup();
    const token = renderPage(sampleProposal);
    await user.click(within(option('Better')).getByRole('button', { name: 'Accept this option' }));
    const form = screen.getByRole('form', { name: 'Accept and sign: Better' });
    expect(form).toHaveAttribute('action', `/api/proposals/${token}/accept`);
    expect(within(form).getByText(rightToCancelStatement)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Type your full name' })).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: agreeToTermsLabel })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: electronicSignatureConsent })).not.toBeChecked();
    expect(within(form).getByRole('img', { name: 'Draw your signature (optional)' })).not.toHaveAttribute('tabindex');
    // One option signs at a time.
    await user.click(within(option('Best')).getByRole('button', { name: 'Accept this option' }));
    expect(screen.queryByRole('form', { name: 'Accept and sign: Better' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Accept and sign: Best' })).toBeInTheDocument();
  });

  it("shows the API schema's sentences beside the fields, then sends the signature as JSON and shows the contract", async () => {
    const signed = acceptedSample(1, '2027-01-12T15:00:00.000Z', new Date('2027-01-12T16:00:00.000Z'));
    const fetchMock = answer({ status: 200, body: signed });
    const user = userEvent.setup();
    const token = renderPage(sampleProposal);
    await user.click(within(option('Better')).getByRole('button', { name: 'Accept this option' }));
    const form = screen.getByRole('form', { name: 'Accept and sign: Better' });
    await user.click(within(form).getByRole('button', { name: 'Accept and sign' }));
    const name = within(form).getByRole('textbox', { name: 'Type your full name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Type your full name to sign/));
    expect(name).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: agreeToTermsLabel })).toHaveAccessibleDescription(
      'Tick "I agree to the terms" to accept',
    );
    // Checked in the form with the API's own schema: nothing went out.
    expect(calls(fetchMock)).toHaveLength(0);

    await user.type(name, 'Dana Whitfield');
    await user.click(within(form).getByRole('checkbox', { name: agreeToTermsLabel }));
    await user.click(within(form).getByRole('checkbox', { name: electronicSignatureConsent }));
    await user.click(within(form).getByRole('button', { name: 'Accept and sign' }));

    await screen.findByRole('heading', { level: 2, name: 'Your signed contract' });
    const sent = calls(fetchMock).map(([url, init]) => [url, JSON.parse(String(init.body))]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      `/api/proposals/${token}/accept`,
      { version: 2, option: 1, fullName: 'Dana Whitfield', agreeTerms: true, agreeElectronic: true },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your signed contract' })).toHaveFocus();
  });

  it("shows the server's refusal of the drawn signature as an alert, with focus on the typed name", async () => {
    const refusal = 'The drawn signature could not be read; clear it and sign again';
    answer({
      status: 400,
      body: { error: `Please check the form: ${refusal}`, fieldErrors: { signature: [refusal] } },
    });
    const user = userEvent.setup();
    renderPage(sampleProposal);
    const { form, name } = await acceptAndSign(user, 'Good', 'Dana Whitfield');
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(name).toHaveFocus();
  });

  it("shows the API's sentence when the acceptance is refused", async () => {
    answer({ status: 409, body: { error: acceptRefusals.stale } });
    const user = userEvent.setup();
    renderPage(sampleProposal);
    const { form } = await acceptAndSign(user, 'Good', 'Dana Whitfield');
    expect(await within(form).findByRole('alert')).toHaveTextContent(acceptRefusals.stale);
    expect(within(form).getByRole('button', { name: 'Show the latest version' })).toBeInTheDocument();
  });

  it("says what became of an answer posted without JavaScript (the server's notice)", () => {
    renderPage(sampleProposal, nextToken(), acceptRefusals.stale);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(acceptRefusals.stale);
  });

  it('shows beside the typed name that it must be one line of plain text, with JavaScript and without', async () => {
    const refusal = proposalNotices.name;
    const fetchMock = answer();
    const user = userEvent.setup();
    renderPage(sampleProposal);
    const { name } = await acceptAndSign(user, 'Good', 'Dana\u202EWhitfield');
    await waitFor(() => expect(name).toHaveAccessibleDescription(`Your typed name is your signature. ${refusal}`));
    expect(name).toHaveFocus();
    // The API's own schema refuses it in the form (the server's answer to a form post is the notice below).
    expect(calls(fetchMock)).toHaveLength(0);
  });

  it("says the typed name's refusal after a form posted without JavaScript", () => {
    renderPage(sampleProposal, nextToken(), proposalNotices.name);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Your name must be one line of plain text (no line breaks or control characters).',
    );
  });

  it('"Not now" sends the optional reason and then says so, without accept buttons', async () => {
    const fetchMock = answer({ status: 200, body: { ...sampleProposal, status: 'declined' } });
    const user = userEvent.setup();
    const token = renderPage(sampleProposal);
    await user.type(screen.getByRole('textbox', { name: 'What could be better? (optional)' }), 'Over budget');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText(/You told us "Not now"/)).toBeInTheDocument();
    const [[url, init]] = calls(fetchMock) as [[string, RequestInit]];
    expect(url).toBe(`/api/proposals/${token}/decline`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Over budget' });
    expect(screen.queryByRole('button', { name: /Accept this option/ })).not.toBeInTheDocument();
  });

  it('counts a view once the page is visible, once per load, with a POST from the page', async () => {
    const fetchMock = answer();
    const token = renderPage(sampleProposal);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/proposals/${token}/viewed`, expect.anything()));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/viewed'))).toHaveLength(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
  });
});

describe('proposal page: the options at a glance and the payment schedule', () => {
  const [good, better, best] = sampleProposal.options;
  const dollarsOf = (cents: number) => formatDollars(cents);
  const depositOf = (total: number, proposal: HomeownerProposal = sampleProposal) =>
    paymentSchedule(total * 100, proposal)[0]!.amountCents;
  const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('leads with the options side by side: total, deposit, finish, hardware and what each adds, each name jumping to its option', () => {
    answer();
    renderPage(sampleProposal);
    const glance = screen.getByRole('table', { name: 'At a glance' });
    const names = within(glance).getAllByRole('columnheader');
    expect(names.map((n) => n.textContent)).toEqual(['Good', 'Better', 'Best']);
    const link = within(glance).getByRole('link', { name: 'Better' });
    expect(link).toHaveAttribute('href', '#option-1');
    expect(document.getElementById('option-1')).toBe(option('Better'));
    expect(cellsOf(rowOf(glance, 'Total'))).toEqual([good, better, best].map((o) => dollarsOf(o!.total * 100)));
    expect(cellsOf(rowOf(glance, 'Deposit (one-third)'))).toEqual(
      [good, better, best].map((o) => dollarsOf(depositOf(o!.total))),
    );
    expect(within(glance).queryByRole('rowheader', { name: /^Progress payment/ })).not.toBeInTheDocument();
    expect(cellsOf(rowOf(glance, 'Finish'))).toEqual(['Crisp White', 'Soft Gray', 'Walnut Woodgrain']);
    expect(cellsOf(rowOf(glance, 'Hardware'))).toEqual(['Chrome', 'Brushed Nickel', 'Matte Black']);
    expect(cellsOf(rowOf(glance, 'Adds over the one before'))).toEqual([
      'Where the options start',
      'Drawers, Soft Gray finish, Brushed Nickel hardware, Valet Rod, Remove old wire shelving',
      'Hamper, Walnut Woodgrain finish, Matte Black hardware, Tie & Belt Racks',
    ]);
  });

  it("folds each option's drawings until asked for, and shows its payments under its total", () => {
    answer();
    renderPage(sampleProposal);
    const card = option('Better');
    const fold = within(card).getByText('Drawings of the 2 walls').closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(within(fold).getByRole('img', { name: 'Back wall elevation, 120 in' })).toBeInTheDocument();
    const items = within(card).getByRole('table', { name: 'What is included' });
    const deposit = depositOf(better!.total);
    expect(cellsOf(rowOf(items, 'Deposit of one-third, due once your right to cancel has ended'))).toEqual([
      dollarsOf(deposit),
    ]);
    expect(
      cellsOf(
        rowOf(items, 'Balance, due on the day installation is complete, after we walk you through the finished space'),
      ),
    ).toEqual([dollarsOf(better!.total * 100 - deposit)]);
  });

  it('shows a progress payment when the proposal has one, at a glance, with each option and beside the terms', () => {
    answer();
    renderPage({ ...sampleProposal, depositPercent: 25, progressPercent: 40 });
    const glance = screen.getByRole('table', { name: 'At a glance' });
    expect(cellsOf(rowOf(glance, 'Progress payment (40%)'))).toEqual(
      [good, better, best].map((o) => dollarsOf(Math.round(o!.total * 65) - Math.round(o!.total * 25))),
    );
    const items = within(option('Best')).getByRole('table', { name: 'What is included' });
    expect(
      within(items).getByRole('rowheader', { name: 'Progress payment of 40%, due at the start of installation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      'Deposit: 25% of the total, due once your right to cancel has ended; progress payment: 40% of the total, due at the start of installation; the balance on completion.',
    );
  });

  it('reads a version sent before the progress payment existed as it was: its deposit and the balance', () => {
    answer();
    const { progressPercent: _none, ...older } = { ...sampleProposal, depositPercent: 50 };
    renderPage(older);
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      'Deposit: 50% of the total, due once your right to cancel has ended; the balance on completion.',
    );
    const glance = screen.getByRole('table', { name: 'At a glance' });
    expect(cellsOf(rowOf(glance, 'Deposit (50%)'))).toEqual([good, better, best].map((o) => dollarsOf(o!.total * 50)));
    expect(within(glance).queryByRole('rowheader', { name: /^Progress payment/ })).not.toBeInTheDocument();
  });
});

describe('proposal page: after signing', () => {
  it('shows the accepted option, both signatures in Connecticut time, the PDF and "Cancel this contract"', async () => {
    const signed = acceptedSample(1, '2027-01-12T15:00:00.000Z', new Date('2027-01-12T16:00:00.000Z'));
    const fetchMock = answer({
      status: 200,
      body: {
        ...signed,
        canCancel: false,
        acceptance: { ...signed.acceptance, cancelledAt: '2027-01-13T14:00:00.000Z' },
      },
    });
    const user = userEvent.setup();
    const token = renderPage(signed);
    const contract = screen.getByRole('region', { name: 'Your signed contract' });
    expect(contract).toHaveTextContent(`You accepted Better, $${signed.acceptance!.total.toLocaleString('en-US')}.`);
    expect(within(contract).getByRole('article', { name: 'Better' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Good' })).not.toBeInTheDocument();
    expect(contract).toHaveTextContent(
      /Maria Lopez, salesperson registration HIS\.0654321, signed Mon, Jan 4, 2027, 10:30 AM \(Connecticut time\)/,
    );
    expect(contract).toHaveTextContent(/Dana Whitfield, signed Tue, Jan 12, 2027, 10:00 AM \(Connecticut time\)/);
    expect(within(contract).getByRole('link', { name: 'Download signed copy (PDF)' })).toHaveAttribute(
      'href',
      `/api/proposals/${token}/contract.pdf`,
    );
    expect(contract).toHaveTextContent(
      'You may cancel this contract until midnight at the end of Friday, January 15, 2027, without any penalty or obligation: online with the "Cancel this contract" button on your proposal page, by e-mail to design@shorelineclosets.com, or by mail to Shoreline Custom Closets LLC, 100 Shoreline Way, Milford, CT 06460.',
    );
    expect(screen.queryByRole('button', { name: /Accept this option/ })).not.toBeInTheDocument();
    // Without JavaScript (or before it runs) the button acts at once: the form says so.
    expect(contract).toHaveTextContent(
      'Cancelling takes effect at once: your designer is told and any payment is returned.',
    );

    // Cancelling asks once more in the page, then posts.
    await user.click(screen.getByRole('button', { name: 'Cancel this contract' }));
    expect(calls(fetchMock)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel this contract' }));
    expect(await screen.findByText(/You cancelled this contract on Wed, Jan 13, 2027, 9:00 AM/)).toBeInTheDocument();
    expect(calls(fetchMock)[0]![0]).toBe(`/api/proposals/${token}/cancel`);
  });

  it('says the window has closed after the deadline, with no cancel button', () => {
    answer();
    renderPage(acceptedSample(1, '2027-01-12T15:00:00.000Z', new Date('2027-01-20T12:00:00.000Z')));
    expect(
      screen.getByText(
        'The three business days to cancel ended at midnight at the end of Friday, January 15, 2027. To change anything, please call us.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this contract' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download signed copy (PDF)' })).toBeInTheDocument();
  });
});

describe('proposal page: closed', () => {
  it('an expired proposal says so and offers no accept buttons and no "Not now"', () => {
    answer();
    renderPage({ ...sampleProposal, expired: true });
    expect(screen.getByRole('status')).toHaveTextContent(acceptRefusals.expired);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Accept this option/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
  });

  it('a declined proposal says so and offers no accept buttons', () => {
    answer();
    renderPage({ ...sampleProposal, status: 'declined' });
    expect(screen.getByRole('status')).toHaveTextContent(/You told us "Not now"/);
    expect(screen.queryByRole('button', { name: /Accept this option/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
