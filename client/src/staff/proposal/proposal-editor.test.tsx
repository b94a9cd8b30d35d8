import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startingLayout } from '../../../../shared/design/layout';
import {
  noRegistrationMessage,
  type PricedOption,
  type ProposalDraft,
  type StaffProposal,
} from '../../../../shared/proposals/proposal';
import { isSingleLine } from '../../../../shared/single-line-text';
import { renderWithQueries, stubApi, type Answer } from '../../test/admin-test-utils';
import { staffProposal } from '../../test/staff-proposal';
import { SectionIsPage } from '../parts/dashboard-section';
import { ProposalEditorPage } from './proposal-editor-page';
import { oneThirdPercent } from '../../../../shared/payments/payment-schedule';
import { depositAboveOneThirdWarning } from '../../../../shared/payments/payment-shares';
import { proposalsApi } from '../../../../shared/api/proposals';
import { pathTo } from '../../../../shared/api/route';

afterEach(() => vi.unstubAllGlobals());

const slowly = { timeout: 5000 };
const leadId = 7;
const path = pathTo(proposalsApi.read, { id: leadId });

const design = startingLayout({
  spaceType: 'Walk-In Closet',
  ceilingIn: 96,
  walls: [{ name: 'Back wall', widthIn: 96 }],
});
const draft: ProposalDraft = {
  options: [{ name: 'Good', design, extraLines: [] }],
  workAddress: '14 Harbor Road',
  noteToHomeowner: '',
  validUntil: '2026-12-27',
  depositPercent: 30,
  progressPercent: 0,
  startOn: '2027-01-11',
  completeOn: '2027-01-15',
};
// Totals no browser could add up from the lines: what is shown must be the server's answer.
const priced = (d: ProposalDraft, total: number): PricedOption[] =>
  d.options.map((o) => ({
    ...o,
    lineItems: [{ label: 'Double hang', quantity: 5.3, unit: 'linear ft', amount: 1234 }],
    total,
  }));
const proposal = (over: Partial<StaffProposal> = {}): StaffProposal =>
  staffProposal({
    leadId,
    homeowner: { name: 'Dana Whitfield', email: 'dana@example.com' },
    draft,
    priced: priced(draft, 4321),
    ...over,
  });

function showEditor(
  answers: {
    get?: StaffProposal;
    put?: (body: ProposalDraft) => Answer;
    send?: () => Answer;
  } = {},
) {
  const api = stubApi(({ method, url, body }) => {
    if (url === path && method === 'GET') return { body: answers.get ?? proposal() };
    if (url === path && method === 'PUT') {
      const d = body as ProposalDraft;
      return answers.put?.(d) ?? { body: proposal({ draft: d, priced: priced(d, 5555) }) };
    }
    if (url === pathTo(proposalsApi.send, { id: leadId }) && method === 'POST') return answers.send?.();
    return undefined;
  });
  renderWithQueries(
    <SectionIsPage value={true}>
      <ProposalEditorPage leadId={leadId} />
    </SectionIsPage>,
  );
  return api;
}

const row = (line: string) => screen.getByText(line).closest('li')!;
/** The widths the drawing shows under its sections, left to right. */
const drawnWidths = () =>
  within(screen.getByRole('img', { name: 'Back wall elevation, 96 in' }))
    .getAllByText(/″$/)
    .map((t) => t.textContent);
const putBodies = (api: ReturnType<typeof stubApi>) => api.requests().filter((r) => r === `PUT ${path}`).length;

describe('the proposal editor', () => {
  it('shows the draft with its drawing, its status and the total the server priced', async () => {
    showEditor();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposal for Dana Whitfield' }, slowly),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Option 1: Good' })).toBeInTheDocument();
    expect(drawnWidths()).toEqual(['32″', '32″', '32″']);
    expect(screen.getByText('Double hang, 5.3 linear ft')).toBeInTheDocument();
    expect(screen.getByText('$4,321')).toBeInTheDocument();
    expect(screen.getByLabelText('Valid until')).toHaveValue('2026-12-27');
    expect(screen.getByLabelText('Deposit (%)')).toHaveValue(30);
    expect(screen.getByLabelText('Address of the work')).toHaveValue('14 Harbor Road');
  });

  it('saves a change to the address of the work with the draft', async () => {
    const user = userEvent.setup();
    const api = showEditor();
    const address = await screen.findByLabelText('Address of the work', undefined, slowly);
    await user.clear(address);
    await user.type(address, '27 Compo Road South');
    await waitFor(
      () => expect((api.bodyOf('PUT', path) as ProposalDraft).workAddress).toBe('27 Compo Road South'),
      slowly,
    );
  });

  it('offers one-third as the deposit, saved exactly, and a progress payment; warns above one-third', async () => {
    const user = userEvent.setup();
    const api = showEditor();
    const deposit = await screen.findByRole('group', { name: 'Deposit' }, slowly);
    expect(within(deposit).getByRole('radio', { name: 'Another share' })).toBeChecked();
    await user.click(within(deposit).getByRole('radio', { name: 'One-third' }));
    await waitFor(
      () => expect((api.bodyOf('PUT', path) as ProposalDraft).depositPercent).toBe(oneThirdPercent),
      slowly,
    );

    const progress = screen.getByLabelText('Progress payment at the start of installation (%)');
    await user.clear(progress);
    await user.type(progress, '25');
    await waitFor(() => expect((api.bodyOf('PUT', path) as ProposalDraft).progressPercent).toBe(25), slowly);

    await user.click(within(deposit).getByRole('radio', { name: 'Another share' }));
    const percent = within(deposit).getByLabelText('Deposit (%)');
    await user.clear(percent);
    await user.type(percent, '45');
    expect(percent).toHaveAccessibleDescription(depositAboveOneThirdWarning);
    await user.clear(percent);
    await user.type(percent, '12.345');
    expect(percent).toHaveAccessibleDescription(
      'The deposit must be one-third, or a percent from 0 to 50 with at most two decimals',
    );
  });

  it("shows beside the option's name, and in the save line, that it must be one line; a note keeps its lines", async () => {
    const user = userEvent.setup();
    const refusal = "An option's name must be one line of plain text (no line breaks or control characters).";
    showEditor({
      put: (d) =>
        d.options.some((o) => !isSingleLine(o.name))
          ? { status: 400, body: { success: false, error: `Please check the form: ${refusal}` } }
          : { body: proposal({ draft: d, priced: priced(d, 5555) }) },
    });
    const name = await screen.findByLabelText('Option 1 name', undefined, slowly);
    await user.type(name, '\u202E');
    expect(name).toHaveAccessibleDescription(refusal);
    expect(await screen.findByRole('alert', {}, slowly)).toHaveTextContent(
      `Not saved: Please check the form: ${refusal}`,
    );
    await user.type(screen.getByLabelText('Note to the homeowner'), 'Hi Zoë,{Enter}Three options.');
    expect(screen.getByLabelText('Note to the homeowner')).not.toHaveAccessibleDescription();
  });

  it('valid until carries today and 90 days ahead as its bounds, and says the limit when beyond it', async () => {
    // Tuesday 24 November 2026, 2:10 PM in Connecticut.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T19:10:00Z'));
    try {
      showEditor({ get: proposal({ draft: { ...draft, validUntil: '9000-01-01' } }) });
      const field = await screen.findByLabelText('Valid until', undefined, slowly);
      expect([field.getAttribute('min'), field.getAttribute('max')]).toEqual(['2026-11-24', '2027-02-22']);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Valid until must be within 90 days of today (by February 22, 2027).');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a section by keyboard: the drawing follows, focus stays on the moved section, the draft is PUT and the server’s total shown', async () => {
    const user = userEvent.setup();
    const api = showEditor();
    await screen.findByText('$4,321', undefined, slowly);
    within(row('Back wall, section 2: Long hang, 32 in')).getByRole('button', { name: 'Move Long hang left' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Back wall, section 1: Long hang, 32 in')).toBeInTheDocument();
    expect(
      within(row('Back wall, section 1: Long hang, 32 in')).getByRole('button', { name: 'Move Long hang left' }),
    ).toHaveFocus();
    await waitFor(() => expect(putBodies(api)).toBe(1), slowly);
    expect(api.bodyOf('PUT', path)).toEqual({
      ...draft,
      options: [
        {
          name: 'Good',
          extraLines: [],
          design: {
            ...design,
            walls: [
              {
                ...design.walls[0],
                sections: [
                  { kind: 'long-hang', widthIn: 32 },
                  { kind: 'double-hang', widthIn: 32 },
                  { kind: 'double-hang', widthIn: 32 },
                ],
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('$5,555', undefined, slowly)).toBeInTheDocument();
    expect(screen.queryByText('$4,321')).not.toBeInTheDocument();
  });

  it('resizes and splits by keyboard, keeping the wall filled, and sends the new widths', async () => {
    const user = userEvent.setup();
    const api = showEditor();
    await screen.findByText('$4,321', undefined, slowly);
    const width = screen.getByLabelText('Width (in) of Back wall section 1');
    await user.clear(width);
    await user.type(width, '36{Enter}');
    expect(drawnWidths()).toEqual(['36″', '28″', '32″']);
    within(row('Back wall, section 1: Double hang, 36 in')).getByRole('button', { name: 'Split Double hang' }).focus();
    await user.keyboard('{Enter}');
    expect(drawnWidths()).toEqual(['18″', '18″', '28″', '32″']);
    await waitFor(
      () =>
        expect((api.bodyOf('PUT', path) as ProposalDraft).options[0]!.design.walls[0]!.sections).toEqual([
          { kind: 'double-hang', widthIn: 18 },
          { kind: 'double-hang', widthIn: 18 },
          { kind: 'long-hang', widthIn: 28 },
          { kind: 'double-hang', widthIn: 32 },
        ]),
      slowly,
    );
  });

  // Two options' worth of labelled fields: Testing Library's queries take seconds on a busy machine.
  it(
    'adds an option, an accessory and a line with a note, and saves them as the draft',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const api = showEditor();
      await screen.findByText('$4,321', undefined, slowly);
      await user.click(screen.getByRole('button', { name: 'Add an option' }));
      const better = screen.getByText('Option 2: Better').closest('section')!;
      await user.click(within(better).getByText('Accessories of Better (0 chosen)'));
      await user.click(within(better).getByLabelText('Valet Rod'));
      await user.selectOptions(within(better).getByLabelText('Finish of Better'), 'Walnut Woodgrain');
      await user.click(within(better).getByRole('button', { name: 'Add a line to Better' }));
      await user.click(within(better).getByLabelText('Line 1'));
      await user.paste('Remove old wire shelving');
      await user.click(within(better).getByLabelText('Line 1 note'));
      await user.paste('Haul-away included');
      const amount = within(better).getByLabelText('Line 1 amount ($)');
      await user.clear(amount);
      await user.type(amount, '150');
      await user.tab();
      await waitFor(
        () =>
          expect((api.bodyOf('PUT', path) as ProposalDraft).options[1]).toEqual({
            name: 'Better',
            design: { ...design, finish: 'walnut-woodgrain', accessories: ['valet-rod'] },
            extraLines: [{ label: 'Remove old wire shelving', note: 'Haul-away included', amount: 150 }],
          }),
        slowly,
      );
      expect(screen.getByText('Option 1: Good')).toBeInTheDocument();
    },
  );

  it('refuses an edit the design rules forbid with their sentence, and saves nothing', async () => {
    const user = userEvent.setup();
    const api = showEditor();
    await screen.findByText('$4,321', undefined, slowly);
    await user.click(
      within(row('Back wall, section 1: Double hang, 32 in')).getByRole('button', { name: 'Move Double hang left' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('It is already the first section on Back wall');
    const width = screen.getByLabelText('Width (in) of Back wall section 1');
    await user.clear(width);
    await user.type(width, '40{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A section must be 18 to 36 in wide');
    expect(width).toHaveValue(32);
    expect(drawnWidths()).toEqual(['32″', '32″', '32″']);
    expect(putBodies(api)).toBe(0);
  });

  it('shows the server’s refusal to send, then the toast and the new status once sent', async () => {
    const user = userEvent.setup();
    let registered = false;
    const api = showEditor({
      send: () =>
        registered
          ? {
              body: proposal({
                status: 'sent',
                sent: { version: 1, at: '2026-11-24T19:10:00.000Z', by: 'Lee Park', hash: 'ab'.repeat(32) },
              }),
            }
          : { status: 403, body: { success: false, error: noRegistrationMessage } },
    });
    await screen.findByText('$4,321', undefined, slowly);
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByRole('alert', undefined, slowly)).toHaveTextContent(noRegistrationMessage);
    registered = true;
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Proposal sent to dana@example.com', undefined, slowly)).toBeInTheDocument();
    // The server sends only a saved draft: the editor saves it as it stands first.
    expect(api.requests().slice(-2)).toEqual([`PUT ${path}`, `POST ${pathTo(proposalsApi.send, { id: leadId })}`]);
    expect(screen.getByText('Sent v1 on Tue Nov 24, 2:10 PM — Not opened yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s sentence when a total is refused on save, and its discount warning once saved', async () => {
    const user = userEvent.setup();
    const tooLow = 'Option "Good" totals -$998,500.00; an option\'s total must be between $1.00 and $1,000,000.00.';
    const overCap =
      'Option "Good" takes 20% off its price-book price; only the owner or office can send a discount above 15%.';
    showEditor({
      put: (d) =>
        d.noteToHomeowner === 'Refuse'
          ? { status: 400, body: { success: false, error: tooLow } }
          : { body: proposal({ draft: d, priced: priced(d, 1200), discountWarnings: [overCap] }) },
    });
    await screen.findByText('$4,321', undefined, slowly);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const note = screen.getByLabelText(/note to the homeowner/i);
    await user.type(note, 'Refuse');
    await user.tab();
    expect(await screen.findByRole('alert', undefined, slowly)).toHaveTextContent(`Not saved: ${tooLow}`);
    await user.clear(note);
    await user.tab();
    expect(await screen.findByRole('note', undefined, slowly)).toHaveTextContent(overCap);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to send a discount above the cap', async () => {
    const user = userEvent.setup();
    const refusal =
      'Option "Good" takes 20% off its price-book price; only the owner or office can send a discount above 15%.';
    showEditor({ send: () => ({ status: 403, body: { success: false, error: refusal } }) });
    await screen.findByText('$4,321', undefined, slowly);
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByRole('alert', undefined, slowly)).toHaveTextContent(refusal);
  });

  it('shows an accepted proposal read-only, with its signed PDF', async () => {
    showEditor({
      get: proposal({
        status: 'accepted',
        acceptance: {
          version: 1,
          optionIndex: 0,
          optionName: 'Good',
          total: 4321,
          signerName: 'Dana Whitfield',
          signedAt: '2026-11-25T15:30:00.000Z',
          cancelBy: '2026-11-28T05:00:00.000Z',
          cancelByText: 'midnight at the end of Friday, November 27, 2026',
          cancelledAt: null,
          versionHash: 'ab'.repeat(32),
        },
      }),
    });
    expect(await screen.findByRole('link', { name: 'Download signed copy (PDF)' }, slowly)).toHaveAttribute(
      'href',
      pathTo(proposalsApi.contract, { id: leadId }),
    );
    expect(screen.getByText(/^Accepted: Good, \$4,321 by Dana Whitfield on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });
});
