import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOnOpen } from './use-on-open';

type Lead = { id: number; address: string };

/** A dialog's field that starts from the record it opens on. */
function AddressDialog({ lead }: { lead: Lead | null }) {
  const [address, setAddress] = useState('');
  useOnOpen(lead?.id, () => setAddress(lead?.address ?? ''));
  return lead ? <input aria-label="Address" value={address} onChange={(e) => setAddress(e.target.value)} /> : null;
}

describe('useOnOpen', () => {
  it('starts from the record when opened, keeps what was typed through a reloaded copy, starts afresh when reopened', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AddressDialog lead={{ id: 1, address: '1 Elm St' }} />);
    expect(screen.getByLabelText('Address')).toHaveValue('1 Elm St');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '7 Harbor Rd');
    // The list behind reloads: a new object for the same lead.
    rerender(<AddressDialog lead={{ id: 1, address: '1 Elm St' }} />);
    expect(screen.getByLabelText('Address')).toHaveValue('7 Harbor Rd');
    rerender(<AddressDialog lead={null} />);
    rerender(<AddressDialog lead={{ id: 1, address: '2 Oak Ave' }} />);
    expect(screen.getByLabelText('Address')).toHaveValue('2 Oak Ave');
    rerender(<AddressDialog lead={{ id: 2, address: '3 Pine Ln' }} />);
    expect(screen.getByLabelText('Address')).toHaveValue('3 Pine Ln');
  });
});
