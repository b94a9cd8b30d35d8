import type { ProposalDraft, StaffProposal } from '../../../../../shared/proposals/proposal';
import {
  leadProposalPath,
  leadProposalSendPath,
  leadProposalWithdrawPath,
} from '../../../../../shared/staff-api-paths';
import { getJson, sendJson } from '../../../lib/api-request';

export const proposalKey = (leadId: number) => [leadProposalPath(leadId)] as const;

/** GET: the lead's proposal as staff see it (the draft, its options as the server priced them, where it stands). */
export const proposalQuery = (leadId: number) => ({
  queryKey: proposalKey(leadId),
  queryFn: () => getJson<StaffProposal>(leadProposalPath(leadId)),
});

/** PUT: saves the draft; the answer carries the server's prices for it. */
export const saveProposalDraft = (leadId: number, draft: ProposalDraft) =>
  sendJson<StaffProposal>('PUT', leadProposalPath(leadId), draft);

/** POST …/send: e-mails the latest draft to the homeowner as a new version. */
export const sendProposal = (leadId: number) => sendJson<StaffProposal>('POST', leadProposalSendPath(leadId));

/** POST …/withdraw: takes the sent proposal back; the homeowner's link stops working. */
export const withdrawProposal = (leadId: number) => sendJson<StaffProposal>('POST', leadProposalWithdrawPath(leadId));
