export { homeownerProposalFor } from './homeowner-proposal';
export { proposalPages } from './proposal-pages';
