import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-request';
import { inboxLead, polyfillDialog } from '../../test/admin-test-utils';
import { ReviewRequestDialog } from './review-request-dialog';

beforeAll(polyfillDialog);

describe('the review request dialog', () => {
  it('starts on the town of the lead’s ZIP, wants one, and sends it trimmed before it closes', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<ReviewRequestDialog lead={inboxLead({ status: 'won' })} onSend={onSend} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Request a review' })).toBeVisible();
    const town = screen.getByLabelText('Town');
    expect(town).toHaveValue('Westport');
    await vi.waitFor(() => expect(town).toHaveFocus());

    await user.clear(town);
    await user.click(screen.getByRole('button', { name: 'Send Review Request' }));
    expect(await screen.findByText('Town is required')).toBeVisible();
    expect(town).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(town, '  Milford {Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith('Milford');
  });

  it('says a request was sent before, and keeps the dialog open with the server’s refusal under the town', async () => {
    const user = userEvent.setup();
    const problem = 'Town must be one line';
    const refusal = new ApiError(400, { success: false, error: problem, fieldErrors: { town: [problem] } }, problem);
    const onSend = vi.fn(() => Promise.reject(refusal));
    const onClose = vi.fn();
    render(
      <ReviewRequestDialog
        lead={inboxLead({ status: 'won', zip: '06001', reviewRequestedAt: '2026-12-01T15:00:00.000Z' })}
        onSend={onSend}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Send the review request again?' })).toHaveTextContent(
      'A request was already sent on',
    );
    expect(screen.getByLabelText('Town')).toHaveValue('');
    await user.type(screen.getByLabelText('Town'), 'Avon');
    await user.click(screen.getByRole('button', { name: 'Send Review Request' }));
    expect(await screen.findByText(problem)).toBeVisible();
    expect(screen.getByLabelText('Town')).toHaveFocus();
    expect(onSend).toHaveBeenCalledWith('Avon');
    expect(onClose).not.toHaveBeenCalled();
  });
});
