import type { Design } from '../design/design';
import type { LineItem } from '../design/pricing';

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
  depositPercent: { min: 0, max: 50 },
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

/** A line a designer adds by hand, e.g. "Remove old wire shelving". */
export interface ExtraLine {
  label: string;
  note: string;
  amount: number;
}

export interface ProposalOptionDraft {
  name: string;
  design: Design;
  extraLines: ExtraLine[];
}

/** The editor's state, saved as the designer works (PUT), sent as a new version (POST …/send). */
export interface ProposalDraft {
  options: ProposalOptionDraft[];
  /** Where the work is done, "14 Harbor Road": the contract names it (from the in-home visit at first). */
  workAddress: string;
  noteToHomeowner: string;
  validUntil: string;
  depositPercent: number;
  startOn: string;
  completeOn: string;
}

/** An option as the server priced it from the price book: the design's lines, then the extra ones. */
export interface PricedOption extends ProposalOptionDraft {
  lineItems: LineItem[];
  total: number;
}

/** `withdrawn`: staff took a sent proposal back; its link opens nothing. */
export const proposalStatuses = ['draft', 'sent', 'accepted', 'declined', 'cancelled', 'withdrawn'] as const;
type ProposalStatus = (typeof proposalStatuses)[number];

/** The company's signature, made when a version is sent. */
export interface CompanySignature {
  name: string;
  /** A salesperson's own registration; for an owner signing as the contractor, the company's HIC registration. */
  registration: string;
  signedAt: string;
  /** Absent on versions sent before owners could sign as the contractor: a salesperson (server/proposals/company-signer.ts). */
  capacity?: 'contractor' | 'salesperson';
}

export interface Acceptance {
  version: number;
  optionIndex: number;
  optionName: string;
  total: number;
  signerName: string;
  signedAt: string;
  /** The end of the three business days, a UTC instant; and that moment in words. */
  cancelBy: string;
  cancelByText: string;
  cancelledAt: string | null;
  /** SHA-256 of the exact version signed. */
  versionHash: string;
}

/** GET /api/contacts/:id/proposal, for staff. */
export interface StaffProposal {
  leadId: number;
  /** Whom it goes to: the editor's heading and "Proposal sent to <e-mail>". */
  homeowner?: { name: string; email: string };
  status: ProposalStatus;
  draft: ProposalDraft;
  priced: PricedOption[];
  /** Options whose discount lines go over the price book's cap: saved, but only the owner or office may send them. */
  discountWarnings: string[];
  /** The latest version sent, if any, and whether the draft changed since. */
  sent: { version: number; at: string; by: string; hash: string } | null;
  editedSinceSent: boolean;
  views: { count: number; lastAt: string | null };
  acceptance: Acceptance | null;
  declined: { reason: string; at: string } | null;
  /** Scheduled reminders not yet sent or cancelled. */
  followUps: { dueAt: string; status: 'pending' | 'sent' | 'skipped' }[];
}

/** What the homeowner's page shows: the latest version as sent, and where it stands. */
export interface HomeownerProposal {
  version: number;
  versionHash: string;
  homeownerName: string;
  /** Absent from versions sent before the field existed. */
  workAddress?: string;
  options: PricedOption[];
  noteToHomeowner: string;
  terms: string[];
  validUntil: string;
  depositPercent: number;
  startOn: string;
  completeOn: string;
  company: CompanySignature;
  status: ProposalStatus;
  expired: boolean;
  acceptance: Acceptance | null;
  /** True until the cancellation deadline of an accepted, uncancelled proposal. */
  canCancel: boolean;
}

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
