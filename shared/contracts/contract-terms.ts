import { addressLine, business, contractorFacts } from '../business';
import { formatDayKey, type DayKey } from '../business-time';
import { formatDollars } from '../money';
import {
  describeScheduledPayment,
  paymentSchedule,
  paymentStageDue,
  type PaymentShares,
} from '../payments/payment-schedule';

/**
 * The words of a Connecticut home improvement contract (CGS 20-429), one home for each: what the
 * homeowner agrees to, what they tick before signing, and the statements the statutes require.
 */

/** The contractor, as the contract names them: name, address and HIC registration number. */
export const contractor = {
  name: business.legalName,
  address: addressLine,
  hicRegistration: contractorFacts.hicRegistration,
} as const;

/** The notice of the right to cancel, placed next to the buyer's signature (CGS 42-135a(1)). */
export const rightToCancelStatement =
  'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.';

/** Consent to do business electronically (UETA, CGS 1-266 onward; E-SIGN), ticked before signing. */
export const electronicSignatureConsent = 'I agree to sign electronically and to receive my copy by e-mail';

/** The homeowner ticks this to agree to the contract's terms. */
export const agreeToTermsLabel = 'I agree to the terms';

/**
 * The disclosure of related entities (CGS 20-429(a)(9)): other home improvement or new home
 * construction contractors of which the contractor's owners are, or in the past five years were,
 * owners, shareholders, members or partners.
 */
export function relatedEntitiesDisclosure(entities: readonly string[] = contractorFacts.relatedEntities): string {
  const lead = `Related entities (CGS 20-429(a)(9)): the owners of ${business.legalName}`;
  return entities.length === 0
    ? `${lead} are not, and in the past five years have not been, owners, shareholders, members or partners of any other home improvement contractor or new home construction contractor.`
    : `${lead} are, or in the past five years have been, owners, shareholders, members or partners of these other home improvement or new home construction contractors: ${entities.join('; ').replace(/\.?$/, '.')}`;
}

/** What the lifetime hardware warranty covers: a term of the contract, and shown with each option. */
export const lifetimeHardwareWarranty: AgreementTerm = {
  heading: 'Lifetime hardware warranty',
  text: 'Every drawer slide, hinge, rod and other piece of hardware we install is warranted for as long as you own your home. If one fails in normal use, we repair or replace it free of charge, parts and labor included. The warranty does not cover damage from misuse, accidents or water, or changes made by others.',
};

type AgreementTermsInput = PaymentShares & {
  totalCents: number;
  startDay: DayKey;
  completionDay: DayKey;
};

export type AgreementTerm = { heading: string; text: string };

const paymentCount = ['', 'one payment', 'two payments', 'three payments'];

/**
 * The 'Payment' term: the total, then each payment of the schedule with its amount and when it is
 * due (shared/payments/payment-schedule.ts), and what the deposit is for.
 */
function paymentTerm(totalCents: number, shares: PaymentShares): string {
  const schedule = paymentSchedule(totalCents, shares);
  const total = `The total price is ${formatDollars(totalCents)}`;
  if (schedule.length === 1) return `${total}, due ${paymentStageDue.balance}.`;
  const payments = schedule.map((payment) => `${describeScheduledPayment(payment, shares)}.`);
  const deposit = schedule.some((payment) => payment.stage === 'deposit')
    ? ' The deposit reserves your installation dates and lets us order your materials; we order nothing before then.'
    : '';
  return `${total}, paid in ${paymentCount[schedule.length]}. ${payments.join(' ')}${deposit}`;
}

/** The standard terms of the agreement, in the order the contract prints them. */
export function agreementTerms({ totalCents, startDay, completionDay, ...shares }: AgreementTermsInput) {
  const day = (d: DayKey) => formatDayKey(d, 'weekdayYear');
  const payment = paymentTerm(totalCents, shares);
  const terms: AgreementTerm[] = [
    {
      heading: 'What the price includes',
      text: `Everything listed in the accepted option: its design, materials and finishes, soft-close hardware, accessories, delivery, and installation by our own team, with clean-up afterwards. There is no travel fee anywhere in Fairfield County or New Haven County. Work that is not listed, such as removing old shelving, patching or painting walls, or electrical work, is not included unless it appears as a line item.`,
    },
    { heading: 'Payment', text: payment },
    {
      heading: 'Schedule',
      text: `Work starts on ${day(startDay)} and will be complete by ${day(completionDay)}. If something outside our control, such as a supplier's delay, moves these dates, we will tell you at once and agree new dates with you in writing. Please have the space cleared and accessible on the installation days; we protect your floors and surfaces while we work.`,
    },
    lifetimeHardwareWarranty,
    {
      heading: 'Changes',
      text: 'Any change to the work or the price is made in writing and signed by you and by us before the changed work is done.',
    },
    {
      heading: 'Entire agreement',
      text: `This contract, made of the accepted option with its drawings and line items, these terms, and the notice of cancellation, is the entire agreement between you and ${business.legalName}.`,
    },
  ];
  return terms;
}
