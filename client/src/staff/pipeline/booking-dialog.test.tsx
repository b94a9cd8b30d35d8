import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Assignee, Lead } from '../../../../shared/admin-schema';
import { addDays, dayOf } from '../../../../shared/business-time';
import { doubleBookedMessage, type Consultation } from '../../../../shared/pipeline';
import { createQueryClient } from '../../lib/api';
import { inboxLead, polyfillDialog, stubApi } from '../../test/admin-test-utils';
import { BookingDialog } from './booking-dialog';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const bookingPath = '/api/contacts/9/consultation';
const designers: Assignee[] = [
  { id: 3, name: 'Lee Park' },
  { id: 4, name: 'Robin Hale' },
];
const booked: Consultation = {
  startsAt: '2027-03-09T16:00:00.000Z',
  endsAt: '2027-03-09T17:15:00.000Z',
  address: '7 Harbor Rd, Westport, CT 06880',
  sequence: 0,
  cancelledAt: null,
  designerId: 4,
  mode: 'in_home',
  town: 'Westport',
};

/** The dialog over a lead, its bookings answered 409 (double-booked) until staff book anyway. */
function showDialog(lead: Lead, consultation: Consultation | null = null) {
  const api = stubApi(({ method, url, body }) => {
    if (method !== 'PUT' || url !== bookingPath) return undefined;
    if (!(body as { confirmOverlap?: boolean }).confirmOverlap) {
      return { status: 409, body: { success: false, error: doubleBookedMessage } };
    }
    return { body: { success: true, consultation: booked } };
  });
  const onClose = vi.fn();
  const client = createQueryClient();
  const dialog = (shown: Lead) => (
    <QueryClientProvider client={client}>
      <BookingDialog lead={shown} consultation={consultation} designers={designers} onClose={onClose} />
    </QueryClientProvider>
  );
  const { rerender } = render(dialog(lead));
  return { api, onClose, reload: (copy: Lead) => rerender(dialog(copy)) };
}

describe('the booking dialog', () => {
  it('starts from the lead, wants an address, keeps what was typed while the leads reload, then books anyway when double-booked', async () => {
    const user = userEvent.setup();
    const lead = inboxLead({ status: 'contacted', assignedTo: 3 });
    const { api, onClose, reload } = showDialog(lead);
    expect(screen.getByRole('dialog', { name: 'Book consultation' })).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue(addDays(dayOf(new Date()), 1));
    expect(screen.getByLabelText('Start time')).toHaveValue('10:00');
    expect(screen.getByLabelText('Length')).toHaveValue('90');
    expect(screen.getByLabelText('Designer')).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Book and send invite' }));
    expect(await screen.findByText('Address is required')).toBeVisible();
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(api.requests()).toEqual([]);

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2027-03-09');
    await user.type(screen.getByLabelText('Address'), '  12 Harbor Rd, Westport, CT 06880 ');
    await user.selectOptions(screen.getByLabelText('Length'), '60');
    // The inbox reloads behind the dialog: a new copy of the same lead, assigned to someone else since.
    reload({ ...lead, assignedTo: 4 });
    expect(screen.getByLabelText('Designer')).toHaveValue('3');
    expect(screen.getByLabelText('Address')).toHaveValue('  12 Harbor Rd, Westport, CT 06880 ');

    await user.click(screen.getByRole('button', { name: 'Book and send invite' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(doubleBookedMessage);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(warning).getByLabelText('Book it anyway'));
    await user.click(screen.getByRole('button', { name: 'Book and send invite' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodyOf('PUT', bookingPath)).toEqual({
      date: '2027-03-09',
      startTime: '10:00',
      lengthMinutes: 60,
      address: '12 Harbor Rd, Westport, CT 06880',
      designerId: 3,
      confirmOverlap: true,
    });
  });

  it('another designer clears the double-booked warning and its "Book it anyway"', async () => {
    const user = userEvent.setup();
    const { api } = showDialog(inboxLead({ status: 'consultation_booked' }), booked);
    expect(screen.getByRole('dialog', { name: 'Reschedule consultation' })).toBeVisible();
    expect(screen.getByLabelText('Length')).toHaveValue('75');
    expect(screen.getByLabelText('Address')).toHaveValue(booked.address);
    await user.click(screen.getByRole('button', { name: 'Reschedule and send update' }));
    await user.click(within(await screen.findByRole('alert')).getByLabelText('Book it anyway'));
    await user.selectOptions(screen.getByLabelText('Designer'), 'Lee Park');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reschedule and send update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(doubleBookedMessage);
    expect(api.bodyOf('PUT', bookingPath)).toMatchObject({ designerId: 3, lengthMinutes: 75, confirmOverlap: false });
  });
});
