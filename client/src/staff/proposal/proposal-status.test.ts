import { describe, expect, it } from 'vitest';
import type { StaffProposal } from '../../../../shared/proposals/proposal';
import { proposalStatusLines } from './proposal-status';

type Standing = Parameters<typeof proposalStatusLines>[0];
const draft: Standing = {
  status: 'draft',
  sent: null,
  editedSinceSent: false,
  views: { count: 0, lastAt: null },
  acceptance: null,
  declined: null,
};
// Tuesday Nov 24 2026, 2:10 PM in Connecticut (EST, UTC−5); opened last at 8:14 PM that day.
const sent: Standing = {
  ...draft,
  status: 'sent',
  sent: { version: 2, at: '2026-11-24T19:10:00.000Z', by: 'Lee Park', hash: 'ab'.repeat(32) },
  views: { count: 3, lastAt: '2026-11-25T01:14:00.000Z' },
};
const acceptance: NonNullable<StaffProposal['acceptance']> = {
  version: 2,
  optionIndex: 1,
  optionName: 'Better',
  total: 6480,
  signerName: 'Jane Smith',
  signedAt: '2026-11-25T15:30:00.000Z',
  cancelBy: '2026-11-28T05:00:00.000Z',
  cancelByText: 'midnight at the end of Friday, November 27, 2026',
  cancelledAt: null,
  versionHash: 'ab'.repeat(32),
};

describe('proposalStatusLines', () => {
  it('says Draft before anything is sent', () => {
    expect(proposalStatusLines(draft)).toEqual(['Draft']);
  });

  it('says a withdrawn proposal’s link no longer opens, and what sending again makes', () => {
    expect(proposalStatusLines({ ...sent, status: 'withdrawn' })).toEqual([
      'Withdrawn: the link to v2 no longer opens',
      'Sending makes version 3, with a new link',
    ]);
  });

  it('says which version went out when, in Connecticut time, and how often the homeowner opened it', () => {
    expect(proposalStatusLines(sent)).toEqual(['Sent v2 on Tue Nov 24, 2:10 PM — Opened 3 times, last Tue 8:14 PM']);
    expect(proposalStatusLines({ ...sent, views: { count: 1, lastAt: '2026-11-24T20:00:00.000Z' } })).toEqual([
      'Sent v2 on Tue Nov 24, 2:10 PM — Opened once, last Tue 3:00 PM',
    ]);
    expect(proposalStatusLines({ ...sent, views: { count: 0, lastAt: null } })).toEqual([
      'Sent v2 on Tue Nov 24, 2:10 PM — Not opened yet',
    ]);
  });

  it('warns that sending an edited draft makes the next version', () => {
    expect(proposalStatusLines({ ...sent, editedSinceSent: true })[1]).toBe(
      'Edited since sending: sending makes version 3',
    );
  });

  it('names the accepted option, its total and signer, and the cancellation window while it is open', () => {
    const accepted = { ...sent, status: 'accepted' as const, acceptance };
    expect(proposalStatusLines(accepted, new Date('2026-11-26T12:00:00Z'))).toEqual([
      'Accepted: Better, $6,480 by Jane Smith on Wed, Nov 25, 2026, 10:30 AM, can cancel until midnight at the end of Friday, November 27, 2026',
    ]);
    expect(proposalStatusLines(accepted, new Date('2026-11-28T06:00:00Z'))).toEqual([
      'Accepted: Better, $6,480 by Jane Smith on Wed, Nov 25, 2026, 10:30 AM',
    ]);
    const cancelled = {
      ...accepted,
      status: 'cancelled' as const,
      acceptance: { ...acceptance, cancelledAt: '2026-11-26T14:00:00.000Z' },
    };
    expect(proposalStatusLines(cancelled)[1]).toBe('Cancelled within three days on Thu, Nov 26, 2026, 9:00 AM');
  });

  it('gives the homeowner’s reason for declining', () => {
    const declined = {
      ...sent,
      status: 'declined' as const,
      declined: { reason: 'Going with a cheaper quote', at: '2026-11-26T14:00:00.000Z' },
    };
    expect(proposalStatusLines(declined)).toEqual(['Declined: Going with a cheaper quote']);
    expect(proposalStatusLines({ ...declined, declined: { reason: ' ', at: declined.declined.at } })).toEqual([
      'Declined',
    ]);
  });
});
