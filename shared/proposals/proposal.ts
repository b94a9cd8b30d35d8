import { paymentShareLimits } from '../payments/payment-shares';

/**
 * A designer's proposal on a lead, and what the homeowner signs: the contract between the staff
 * editor, the API, the homeowner's page (/proposal/<token>) and the signed PDF. Amounts are whole
 * dollars, as the price book's; days are Connecticut "YYYY-MM-DD" days (shared/business-time.ts).
 */

export const proposalLimits = {
  options: 3,
  extraLines: 10,
  optionName: 30,
  lineLabel: 120,
  lineNote: 300,
  /** An extra line may take off (a discount) as well as add. */
  lineAmount: 100_000,
  note: 2000,
  workAddress: 200,
  depositPercent: paymentShareLimits.depositPercent,
  progressPercent: paymentShareLimits.progressPercent,
  signerName: 100,
  declineReason: 500,
  /** A drawn signature as SVG path data. */
  signaturePath: 20_000,
} as const;

/** What the signer's typed name is called in its refusals. */
export const signerNameLabel = 'Your name';

/** What the draft's text fields are called in their refusals: the API's and the editor's. */
export const draftFieldNames = {
  optionName: "An option's name",
  lineLabel: "A line's name",
  lineNote: "A line's note",
  workAddress: 'The address of the work',
  note: 'The note',
} as const;

export const defaultOptionNames = ['Good', 'Better', 'Best'] as const;
export const defaultValidDays = 30;

// The answers' types, each inferred from its schema (proposal-answers.ts).
export type {
  Acceptance,
  CompanySignature,
  ExtraLine,
  HomeownerProposal,
  PricedOption,
  ProposalDraft,
  ProposalOptionDraft,
  StaffProposal,
} from './proposal-answers';

export { proposalStatuses } from './proposal-status';

/** The sentences the homeowner gets when an acceptance cannot be taken. */
export const acceptRefusals = {
  stale: 'This proposal was updated — please review the latest version',
  expired: 'This proposal has expired — please ask your designer for a new one',
  taken: 'An option of this proposal was already accepted',
  closed: 'This proposal is no longer open',
  /** The page's words without JavaScript; the API's answer names the option and its total. */
  total: 'This option cannot be signed online — please ask your designer for a new proposal',
} as const;

export const noRegistrationMessage =
  'Connecticut law requires everyone who sells home improvements for the company, other than its owners, to be a registered salesperson: ask the owner to add your salesperson registration number on Team before sending a proposal';

/** Staff's "Withdraw proposal" refusals (POST /api/contacts/:id/proposal/withdraw). */
export const withdrawRefusals = {
  signed: 'A signed proposal cannot be withdrawn: a signed contract ends only by cancellation',
  notSent: 'Only a sent proposal can be withdrawn',
} as const;
