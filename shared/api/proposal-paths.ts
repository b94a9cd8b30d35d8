/**
 * The paths the homeowner's proposal page (/proposal/<token>) calls, as the contract declares them
 * (shared/api/homeowner-proposals.ts): the page seen, accept and sign, "Not now", cancel within
 * three business days, and the signed contract's PDF. Opening the page changes nothing; these do.
 * Apart from the contract's files, whose schemas the proposal page must not load for a path.
 */
export const proposalViewedPath = '/api/proposals/:token/viewed';
export const proposalAcceptPath = '/api/proposals/:token/accept';
export const proposalDeclinePath = '/api/proposals/:token/decline';
export const proposalCancelPath = '/api/proposals/:token/cancel';
export const proposalContractPath = '/api/proposals/:token/contract.pdf';

/**
 * The same signed contract for staff (shared/api/proposals.ts): the lead card links it by this
 * path, so the staff pages' first chunk leaves the proposal's declarations to the editor's.
 */
export const leadContractPath = '/api/contacts/:id/proposal/contract.pdf';

/** "Pay $X" on the homeowner's page once signed (shared/api/payments.ts): a Stripe Checkout session for that payment. */
export const proposalPaymentsPath = '/api/proposals/:token/payments';

/** A payment's receipt (PDF) from the homeowner's page (shared/api/payments.ts). */
export const proposalReceiptPath = '/api/proposals/:token/payments/:paymentId/receipt.pdf';
