import type { DayKey } from '../../shared/business-time';
import type { ContractBusiness } from '../../shared/contracts/contract-business';
import type { AgreementTerm } from '../../shared/contracts/contract-terms';
import type { NoticeOfCancellation } from '../../shared/contracts/notice-of-cancellation';
import type { CompanySignature, PricedOption } from '../../shared/proposals/proposal';

/**
 * Everything the signed contract's PDF shows, as it stood when the homeowner signed: a Connecticut
 * home improvement contract (CGS 20-429) with the notice of the right to cancel (CGS 42-135a).
 * Instants are UTC ISO strings; the PDF shows them in Connecticut time with the zone named. The
 * legal texts come from shared/contracts/ as they stood at signing.
 */
export interface ContractDocument {
  business: ContractBusiness;
  homeowner: ContractHomeowner;
  proposal: {
    /** "P-2026-0042". */
    number: string;
    version: number;
    /** SHA-256 of the exact version signed, 64 hex digits. */
    sha256: string;
  };
  /** The option accepted, as the server priced it (its extra lines last in its line items). */
  accepted: PricedOption;
  /** Shares of the total due as the deposit and at the start of installation, in percent (shared/payments/). */
  depositPercent: number;
  progressPercent: number;
  /** The other options offered, listed for the record with their totals (whole dollars). */
  otherOptions: { name: string; total: number }[];
  designerNote: string | null;
  /** The terms, a paragraph each, with or without a heading. */
  terms: readonly (string | AgreementTerm)[];
  /** The statute's disclosure of related entities (CGS 20-429(a)(9)). */
  relatedEntities: string;
  /** Starting and completion dates (days in Connecticut). */
  startDate: DayKey;
  completionDate: DayKey;
  /** The date of the transaction: the day the homeowner signed. */
  transactionDate: DayKey;
  companySignature: CompanySignature;
  homeownerSignature: HomeownerSignature;
  /** The right-to-cancel statement, printed next to the homeowner's signature. */
  rightToCancel: string;
  /** "midnight at the end of Saturday, December 5, 2026". */
  cancelDeadline: string;
  /** The NOTICE OF CANCELLATION form with its blanks filled, printed twice. */
  cancellationForm: NoticeOfCancellation;
}

interface ContractHomeowner {
  name: string;
  /** Where the work is done: "14 Harbor Road". */
  address: string;
  /** "Westport, CT 06880". */
  town: string;
  email: string;
}

interface HomeownerSignature {
  /** The full name the homeowner typed: their signature. */
  typedName: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  /** A signature drawn with JavaScript on, as SVG path data (absolute or relative M, L, C, Q, Z). */
  drawn?: string;
}
