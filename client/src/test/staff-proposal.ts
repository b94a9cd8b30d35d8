import type { StaffProposal } from '../../../shared/proposals/proposal';

/** A lead's proposal as GET /api/contacts/:id/proposal answers it: a draft never sent, and whatever a test sets. */
export const staffProposal = (
  proposal: Pick<StaffProposal, 'leadId' | 'draft'> & Partial<StaffProposal>,
): StaffProposal => ({
  status: 'draft',
  priced: [],
  discountWarnings: [],
  sent: null,
  editedSinceSent: false,
  views: { count: 0, lastAt: null },
  acceptance: null,
  declined: null,
  followUps: [],
  ...proposal,
});
