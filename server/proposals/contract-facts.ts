/**
 * What the leads feature asks of a lead's signed contract: whether it locks the lead's stage, which
 * leads have one, and whose records are kept. Proposals build on leads (a proposal moves its lead's
 * stage), so leads cannot import proposals' index.ts without a cycle: it imports this file instead,
 * the one such exception lint allows (eslint.config.js). Keep it to these reads of proposals' tables.
 */
export { hasSignedContract } from './contract-lock';
export { customersKept, isKeptCustomer } from './customers-kept';
export { leadsWithSignedContract } from './signed-contracts';
