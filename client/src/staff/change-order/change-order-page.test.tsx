import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeOrdersApi } from '../../../../shared/api/change-orders';
import { pathTo } from '../../../../shared/api/route';
import type { ChangeOrder, StaffChangeOrders } from '../../../../shared/change-orders/change-order-answers';
import { startingLayout } from '../../../../shared/design/layout';
import type { ProposalOptionDraft } from '../../../../shared/proposals/proposal';
import { renderWithQueries, staff, stubApi } from '../../test/admin-test-utils';
import { ChangeOrderPage } from './change-order-page';

afterEach(() => vi.unstubAllGlobals());

const leadId = 7;
const option: ProposalOptionDraft = {
  name: 'Better',
  design: startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: [{ name: 'Back wall', widthIn: 96 }] }),
  extraLines: [],
};
const job = {
  homeownerName: 'Dana Whitfield',
  contractNumber: 'P-2026-0007',
  option,
  totalCents: 400_000,
  startOn: '2027-01-11',
  completeOn: '2027-01-15',
};
const changeOrder = (status: ChangeOrder['status']): ChangeOrder => ({
  number: 1,
  label: 'CO-1',
  status,
  reason: 'A shoe wall',
  option: { ...option, lineItems: [], total: 4150 },
  lines: { added: [], removed: [] },
  previousTotalCents: 400_000,
  differenceCents: 15_000,
  newTotalCents: 415_000,
  sentAt: null,
  sha256: null,
  company: null,
  signed: null,
  withdrawnAt: status === 'withdrawn' ? '2026-12-01T15:00:00.000Z' : null,
});
const answer = (over: Partial<StaffChangeOrders>): StaffChangeOrders => ({
  leadId,
  job,
  open: null,
  changeOrders: [],
  ...over,
});

function showPage() {
  const read = pathTo(changeOrdersApi.read, { id: leadId });
  let now = answer({});
  stubApi(({ method, url }) => {
    if (method === 'GET' && url === read) return { body: now };
    if (method === 'PUT' && url === pathTo(changeOrdersApi.save, { id: leadId })) {
      now = answer({
        open: { draft: option, changeOrder: changeOrder('draft') },
        changeOrders: [changeOrder('draft')],
      });
      return { body: now };
    }
    if (method === 'POST' && url === pathTo(changeOrdersApi.withdraw, { id: leadId })) {
      now = answer({ changeOrders: [changeOrder('withdrawn')] });
      return { body: now };
    }
    return undefined;
  });
  renderWithQueries(<ChangeOrderPage leadId={leadId} />, { authenticated: true, user: staff('designer') });
}

describe('the change-order editor, by keyboard', () => {
  it('keeps focus and says it saved when the first save makes CO-1, and after Withdraw starts afresh in the reason with focus there', async () => {
    const user = userEvent.setup();
    showPage();
    const reason = await screen.findByLabelText('Reason for the change');
    await user.type(reason, 'A shoe wall');
    const save = screen.getByRole('button', { name: 'Save change order' });
    save.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'CO-1 (draft)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved. The difference and the new total are the server’s.');
    expect(screen.getByRole('button', { name: 'Save change order' })).toHaveFocus();
    expect(screen.getByLabelText('Reason for the change')).toHaveValue('A shoe wall');

    screen.getByRole('button', { name: 'Withdraw change order' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'New change order' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Withdrawn.');
    expect(screen.getByLabelText('Reason for the change')).toHaveValue('');
    expect(screen.getByLabelText('Reason for the change')).toHaveFocus();
  });
});
