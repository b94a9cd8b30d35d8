export { pricedOption } from './price-options';
export { proposalStaffRouter } from './proposal-staff-router';
export { cancelProposalFollowUps, proposalMailSkipReason } from './follow-ups';
export { canonicalJson, documentHash, type ProposalDocument } from './proposal-document';
export { renderContractPdf } from './contract-pdf';
export { contractBusiness } from './contract-document';
export type { ContractDocument } from './contract-document';
export { homeownerProposalFor } from './homeowner-proposal';
export { proposalPages } from './proposal-pages';
