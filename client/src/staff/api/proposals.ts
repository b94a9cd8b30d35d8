import { proposalsApi } from '../../../../shared/api/proposals';
import type { ProposalDraft } from '../../../../shared/proposals/proposal';
import { apiQuery, callApi, urlOf } from '../../lib/call-api';

/** GET: the lead's proposal as staff see it (the draft, its options as the server priced them, where it stands). */
export const proposalQuery = (leadId: number) => apiQuery(proposalsApi.read, { params: { id: leadId } });

export const proposalKey = (leadId: number) => proposalQuery(leadId).queryKey;

/** PUT: saves the draft; the answer carries the server's prices for it. */
export const saveProposalDraft = (leadId: number, draft: ProposalDraft) =>
  callApi(proposalsApi.save, { params: { id: leadId }, body: draft });

/** POST …/send: e-mails the latest draft to the homeowner as a new version. */
export const sendProposal = (leadId: number) => callApi(proposalsApi.send, { params: { id: leadId } });

/** POST …/withdraw: takes the sent proposal back; the homeowner's link stops working. */
export const withdrawProposal = (leadId: number) => callApi(proposalsApi.withdraw, { params: { id: leadId } });

/** Where the "Withdraw proposal" form posts (the in-page confirmation's form action). */
export const withdrawProposalAction = (leadId: number) => urlOf(proposalsApi.withdraw, { params: { id: leadId } });
