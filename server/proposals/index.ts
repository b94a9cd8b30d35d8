export { homeownerProposalFor } from './homeowner-proposal';
export { proposalRouter } from './homeowner-router';
export { leadContractRouter } from './lead-contract-router';
export { cancelProposalFollowUps } from './follow-ups';
export { proposalFigures } from './proposal-analytics';
export { renderContractPdf } from './contract-pdf';
export { contractBusiness } from './contract-document';
export type { ContractDocument } from './contract-document';
