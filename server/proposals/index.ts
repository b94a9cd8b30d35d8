export { homeownerProposalFor } from './homeowner-proposal';
export { proposalRouter } from './homeowner-router';
export { leadContractRouter } from './lead-contract-router';
export { cancelProposalFollowUps } from './follow-ups';
export { proposalFigures } from './proposal-analytics';
