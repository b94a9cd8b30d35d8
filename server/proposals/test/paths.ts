import { homeownerProposalsApi as homeowner } from '../../../shared/api/homeowner-proposals';
import { proposalsApi } from '../../../shared/api/proposals';
import { pathTo } from '../../../shared/api/route';

/** A proposal link's routes, the homeowner's page's, filled in from the contract. */
export const linkPath = {
  viewed: (token: string) => pathTo(homeowner.viewed, { token }),
  accept: (token: string) => pathTo(homeowner.accept, { token }),
  decline: (token: string) => pathTo(homeowner.decline, { token }),
  cancel: (token: string) => pathTo(homeowner.cancel, { token }),
  contract: (token: string) => pathTo(homeowner.contract, { token }),
};

/** A lead's proposal routes, staff's, filled in from the contract (the draft is read and saved at one path). */
export const leadProposalPath = {
  draft: (leadId: number) => pathTo(proposalsApi.read, { id: leadId }),
  send: (leadId: number) => pathTo(proposalsApi.send, { id: leadId }),
  withdraw: (leadId: number) => pathTo(proposalsApi.withdraw, { id: leadId }),
  contract: (leadId: number) => pathTo(proposalsApi.contract, { id: leadId }),
};
