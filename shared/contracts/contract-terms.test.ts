import { describe, expect, it } from 'vitest';
import {
  agreeToTermsLabel,
  agreementTerms,
  contractor,
  electronicSignatureConsent,
  relatedEntitiesDisclosure,
  rightToCancelStatement,
} from './contract-terms';
import { oneThirdPercent } from '../payments/payment-schedule';

const terms = (depositPercent: number, progressPercent?: number) =>
  Object.fromEntries(
    agreementTerms({
      totalCents: 648_000,
      depositPercent,
      progressPercent,
      startDay: '2026-12-15',
      completionDay: '2026-12-17',
    }).map(({ heading, text }) => [heading, text]),
  );

describe('the contract terms', () => {
  it('names the contractor with its address and HIC registration number', () => {
    expect(contractor).toEqual({
      name: 'Shoreline Custom Closets LLC',
      address: '100 Shoreline Way, Milford, CT 06460',
      hicRegistration: 'HIC.0600000',
    });
  });

  it('words the statements the homeowner reads and ticks before signing', () => {
    expect(rightToCancelStatement).toBe(
      'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.',
    );
    expect(electronicSignatureConsent).toBe('I agree to sign electronically and to receive my copy by e-mail');
    expect(agreeToTermsLabel).toBe('I agree to the terms');
  });

  it('discloses related entities, or that there are none', () => {
    expect(relatedEntitiesDisclosure()).toBe(
      'Related entities (CGS 20-429(a)(9)): the owners of Shoreline Custom Closets LLC are not, and in the past five years have not been, owners, shareholders, members or partners of any other home improvement contractor or new home construction contractor.',
    );
    expect(relatedEntitiesDisclosure(['Harbor Kitchens LLC', 'Elm Street Builders Inc.'])).toMatch(
      /new home construction contractors: Harbor Kitchens LLC; Elm Street Builders Inc\.$/,
    );
  });

  it('splits the price into the payment schedule: each payment in dollars and when it is due', () => {
    expect(terms(oneThirdPercent)['Payment']).toBe(
      'The total price is $6,480, paid in two payments. Deposit of one-third ($2,160), due once your right to cancel has ended. Balance ($4,320), due on the day installation is complete, after we walk you through the finished space. The deposit reserves your installation dates and lets us order your materials; we order nothing before then.',
    );
    expect(terms(33)['Payment']).toContain('Deposit of 33% ($2,138.40), due once your right to cancel has ended.');
    expect(terms(33)['Payment']).toContain('Balance ($4,341.60), due on the day installation is complete');
    expect(terms(0)['Payment']).toBe(
      'The total price is $6,480, due on the day installation is complete, after we walk you through the finished space.',
    );
  });

  it('adds a progress payment at the start of installation when there is one', () => {
    expect(terms(oneThirdPercent, 25)['Payment']).toBe(
      'The total price is $6,480, paid in three payments. Deposit of one-third ($2,160), due once your right to cancel has ended. Progress payment of 25% ($1,620), due at the start of installation. Balance ($2,700), due on the day installation is complete, after we walk you through the finished space. The deposit reserves your installation dates and lets us order your materials; we order nothing before then.',
    );
    expect(terms(0, 50)['Payment']).toBe(
      'The total price is $6,480, paid in two payments. Progress payment of 50% ($3,240), due at the start of installation. Balance ($3,240), due on the day installation is complete, after we walk you through the finished space.',
    );
    // A document sent before the progress payment existed has none: its terms read as they did.
    expect(terms(50, undefined)).toEqual(terms(50, 0));
  });

  it('states the dates, the lifetime hardware warranty, what the price includes and the entire agreement', () => {
    const all = terms(oneThirdPercent);
    expect(Object.keys(all)).toEqual([
      'What the price includes',
      'Payment',
      'Schedule',
      'Lifetime hardware warranty',
      'Changes',
      'Entire agreement',
    ]);
    expect(all['Schedule']).toMatch(
      /^Work starts on Tuesday, December 15, 2026 and will be complete by Thursday, December 17, 2026\./,
    );
    expect(all['Lifetime hardware warranty']).toContain('for as long as you own your home');
    expect(all['What the price includes']).toContain('no travel fee anywhere in Fairfield County or New Haven County');
    expect(all['Entire agreement']).toContain('the entire agreement between you and Shoreline Custom Closets LLC');
  });
});
