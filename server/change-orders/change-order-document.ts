import type { ChangeOrder } from '../../shared/change-orders/change-order-answers';
import type { CompanySignature } from '../../shared/proposals/proposal';

/**
 * A change order as sent, never changed after: what the homeowner reads, signs (its SHA-256) and
 * gets as a PDF. Amounts in cents; the option's prices are the price book's at sending.
 */
export interface ChangeOrderDocument {
  number: number;
  reason: string;
  homeownerName: string;
  /** The contract it changes ("P-2026-0042"). */
  contractNumber: string;
  option: ChangeOrder['option'];
  lines: ChangeOrder['lines'];
  previousTotalCents: number;
  differenceCents: number;
  newTotalCents: number;
  startOn?: string;
  completeOn?: string;
  company: CompanySignature;
}
