import { business } from '../../shared/business';
import type { DayKey } from '../../shared/business-time';
import type { Design } from '../../shared/design/design';
import type { LineItem } from '../../shared/design/pricing';

/**
 * Everything the signed contract's PDF shows, as it stood when the homeowner signed: a Connecticut
 * home improvement contract (CGS 20-429) with the notice of the right to cancel (CGS 42-135a).
 * Instants are UTC (Date or ISO string); the PDF shows them in Connecticut time with the zone named.
 * The legal texts (terms, the right-to-cancel statement, the cancellation form) come in as strings.
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
  accepted: AcceptedOption;
  /** The other options offered, listed for the record with their totals. */
  otherOptions: { name: string; total: number }[];
  designerNote: string | null;
  /** The terms, a paragraph each. */
  terms: string[];
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
  /** The NOTICE OF CANCELLATION form with its blanks filled, printed twice under that caption. */
  cancellationForm: string;
}

export interface ContractBusiness {
  name: string;
  legalName: string;
  /** Street, then town, state and ZIP: a line each. */
  addressLines: string[];
  phone: string;
  email: string;
  /** The Department of Consumer Protection's home improvement contractor registration: "HIC.0654321". */
  hicRegistration: string;
}

/** The contractor's facts from shared/business.ts, with those the business module does not hold yet. */
export function contractBusiness(rest: Pick<ContractBusiness, 'addressLines' | 'hicRegistration'>): ContractBusiness {
  return {
    name: business.name,
    legalName: business.legalName,
    phone: business.phone.display,
    email: business.email,
    ...rest,
  };
}

export interface ContractHomeowner {
  name: string;
  /** Where the work is done: "14 Harbor Road". */
  address: string;
  /** "Westport, CT 06880". */
  town: string;
  email: string;
}

export interface AcceptedOption {
  /** "Better". */
  name: string;
  design: Design;
  lineItems: LineItem[];
  /** Whole dollars, the sum of the line items. */
  total: number;
  /** Share of the total due on signing, 0 to 1 (0.5 = half). */
  depositShare: number;
}

export interface CompanySignature {
  /** The person who sent the proposal and signs for the company. */
  name: string;
  /** Their salesperson registration number. */
  registration: string;
  signedAt: Date | string;
}

export interface HomeownerSignature {
  /** The full name the homeowner typed: their signature. */
  typedName: string;
  signedAt: Date | string;
  ipAddress: string;
  userAgent: string;
  /** A signature drawn as SVG path data in a width × height box (signature_pad's SVG), if any. */
  drawn?: { pathData: string; width: number; height: number };
}
