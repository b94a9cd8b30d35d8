export { renderContractPdf } from './contract-pdf';
export { contractBusiness } from './contract-document';
export type { ContractDocument } from './contract-document';
export { homeownerProposalFor } from './homeowner-proposal';
export { proposalPages } from './proposal-pages';
