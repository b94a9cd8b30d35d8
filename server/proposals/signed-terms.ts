import type { AgreementTerm } from '../../shared/contracts/contract-terms';

/**
 * The terms of the accepted option in the words of the version signed (its `terms`, part of what is
 * hashed), not in today's wording: a version sent before a change of wording and signed after it is
 * printed as the homeowner read it. The payment term of each option is "Payment (Name): …" when a
 * version has several options; the accepted one's is kept, under its plain heading.
 */
export function signedTerms(lines: readonly string[], optionName: string): AgreementTerm[] {
  const ownPayment = `Payment (${optionName}): `;
  return lines.flatMap((line) => {
    if (line.startsWith(ownPayment)) return [{ heading: 'Payment', text: line.slice(ownPayment.length) }];
    if (line.startsWith('Payment (')) return [];
    const colon = line.indexOf(': ');
    return colon < 0 ? [{ heading: '', text: line }] : [{ heading: line.slice(0, colon), text: line.slice(colon + 2) }];
  });
}
