import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dayOf } from '../../../../shared/business-time';
import { inboxLead, polyfillDialog, renderWithQueries, stubApi } from '../../test/admin-test-utils';
import { DealDialog } from './deal-dialog';
import type { DealStage } from './deal-fields';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const lead = inboxLead({ status: 'contacted' });
const stagePath = '/api/contacts/9/stage';

/** The dialog over a lead whose stage changes are answered as the server does. */
function showDialog(stage: DealStage, quoteCents: number | null = null) {
  const api = stubApi(({ method, url }) =>
    method === 'POST' && url === stagePath ? { body: { success: true, submission: lead } } : undefined,
  );
  const onClose = vi.fn();
  renderWithQueries(<DealDialog lead={lead} stage={stage} quoteCents={quoteCents} onClose={onClose} />);
  return { api, onClose };
}

describe('the Quoted, Won and Lost dialogs', () => {
  it('Quoted: an amount that is not dollars is refused at its field, then the quote goes as cents with the follow-up a week out', async () => {
    const user = userEvent.setup();
    const { api, onClose } = showDialog('quoted');
    expect(screen.getByRole('dialog', { name: 'Quoted' })).toBeVisible();
    expect(screen.getByLabelText('Follow up on')).toHaveValue(addDays(dayOf(new Date()), 7));
    await user.type(screen.getByLabelText('Quote amount'), 'about 4k');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in US dollars, e.g. 4500')).toBeVisible();
    expect(screen.getByLabelText('Quote amount')).toHaveFocus();
    expect(screen.getByLabelText('Quote amount')).toHaveAttribute('aria-invalid', 'true');
    // The API's own rule, checked before anything is sent: at least $1.
    await user.clear(screen.getByLabelText('Quote amount'));
    await user.type(screen.getByLabelText('Quote amount'), '0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote amount must be at least $1')).toBeVisible();
    expect(api.requests()).toEqual([]);

    await user.clear(screen.getByLabelText('Quote amount'));
    // Enter in a field sends the form, as Save does.
    await user.type(screen.getByLabelText('Quote amount'), '$4,500{Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodyOf('POST', stagePath)).toEqual({
      stage: 'quoted',
      quoteCents: 450000,
      followUpOn: addDays(dayOf(new Date()), 7),
    });
    expect(await screen.findByText('Stage: Quoted')).toBeInTheDocument();
  });

  it('Won starts from the quote; a refusal the server puts on the amount shows under it', async () => {
    const user = userEvent.setup();
    const problem = 'Final amount must be at most $1,000,000';
    const api = stubApi(() => ({
      status: 400,
      body: { success: false, error: problem, fieldErrors: { finalCents: [problem] } },
    }));
    const onClose = vi.fn();
    renderWithQueries(<DealDialog lead={lead} stage="won" quoteCents={450000} onClose={onClose} />);
    expect(screen.getByLabelText('Final amount')).toHaveValue('4,500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(problem, { selector: '[id$="-error"]' })).toBeVisible();
    expect(screen.getByLabelText('Final amount')).toHaveFocus();
    expect(api.bodyOf('POST', stagePath)).toEqual({ stage: 'won', finalCents: 450000 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Lost asks for a reason before it sends one', async () => {
    const user = userEvent.setup();
    const { api, onClose } = showDialog('lost');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a reason', { selector: '[id$="-error"]' })).toBeVisible();
    expect(api.requests()).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Reason'), 'Timing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodyOf('POST', stagePath)).toEqual({ stage: 'lost', reason: 'Timing' });
  });
});
