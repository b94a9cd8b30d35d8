import { dayOf } from '../../../shared/business-time';
import { cancellationDeadline } from '../../../shared/contracts/cancellation-deadline';
import {
  agreementTerms,
  relatedEntitiesDisclosure,
  rightToCancelStatement,
} from '../../../shared/contracts/contract-terms';
import { noticeOfCancellation } from '../../../shared/contracts/notice-of-cancellation';
import type { Design } from '../../../shared/design/design';
import { defaultPriceBook } from '../../../shared/design/price-book';
import { priceDesign } from '../../../shared/design/pricing';
import type { ExtraLine, PricedOption } from '../../../shared/proposals/proposal';
import { contractBusiness } from '../../../shared/contracts/contract-business';
import type { ContractDocument } from '../contract-document';
import { walkInOptions } from './walk-in-options';

/**
 * A 3-wall walk-in proposal of three options, "Better" accepted with an extra line, signed at
 * 8:14 PM on Wednesday December 2, 2026, with the legal texts of shared/contracts/: for the
 * contract PDF's tests, its benchmark and a sample to look at.
 */
const optionDesigns = walkInOptions([120, 96, 96], {
  better: ['valet-rod', 'jewelry-trays', 'tilt-out-hamper'],
  best: ['valet-rod', 'jewelry-trays', 'tilt-out-hamper', 'led-shelf-lighting', 'pull-out-mirror'],
});

function priced(name: string, design: Design, extraLines: ExtraLine[] = []): PricedOption {
  const estimate = priceDesign(design, defaultPriceBook);
  const extras = extraLines.map((line) => ({
    label: line.label,
    quantity: 1,
    unit: 'project' as const,
    amount: line.amount,
  }));
  return {
    name,
    design,
    extraLines,
    lineItems: [...estimate.lineItems, ...extras],
    total: estimate.total + extraLines.reduce((sum, line) => sum + line.amount, 0),
  };
}

export const sampleHash = '3f2a9c4e1b7d05a8e6c3f91b2d4a7e08c5b6f3a1d9e2c7b4a0f8e5d3c6b1a297';
const sampleSignedAt = '2026-12-03T01:14:00.000Z';

export function sampleContract(overrides: Partial<ContractDocument> = {}): ContractDocument {
  const better = priced('Better', optionDesigns.Better, [
    {
      label: 'Remove old wire shelving',
      note: 'Take down and haul away the wire shelving on all three walls',
      amount: 150,
    },
  ]);
  const startDate = '2026-12-14';
  const completionDate = '2026-12-18';
  // The default price book's payment schedule: one-third down, the balance on completion.
  const { depositPercent, progressPercent } = defaultPriceBook;
  const transactionAt = new Date(sampleSignedAt);
  return {
    business: contractBusiness(),
    homeowner: {
      name: 'Jordan Avery',
      address: '14 Harbor Road',
      town: 'Westport, CT 06880',
      email: 'jordan.avery@example.com',
    },
    proposal: { number: 'P-2026-0042', version: 3, sha256: sampleHash },
    accepted: better,
    depositPercent,
    progressPercent,
    otherOptions: [
      { name: 'Good', total: priced('Good', optionDesigns.Good).total },
      { name: 'Best', total: priced('Best', optionDesigns.Best).total },
    ],
    designerNote:
      'Jordan, the Better option keeps the long hang on the back wall for your dresses and adds a tilt-out hamper beside the drawers. The oak woodgrain matches the hall doors we looked at together.',
    terms: agreementTerms({
      totalCents: better.total * 100,
      depositPercent,
      progressPercent,
      startDay: startDate,
      completionDay: completionDate,
    }),
    relatedEntities: relatedEntitiesDisclosure(),
    startDate,
    completionDate,
    transactionDate: dayOf(transactionAt),
    companySignature: { name: 'Dana Whitfield', registration: 'HIS.0012345', signedAt: '2026-12-01T15:00:00.000Z' },
    homeownerSignature: {
      typedName: 'Jordan Avery',
      signedAt: sampleSignedAt,
      ipAddress: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      drawn:
        'M 12,52 C 20,20 34,14 38,40 C 41,60 30,70 26,58 C 22,44 48,30 60,44 C 70,56 74,40 84,36 M 92,50 C 100,30 112,28 116,46 C 119,60 126,40 138,38 C 150,36 152,58 166,48 C 180,38 196,30 230,36',
    },
    rightToCancel: rightToCancelStatement,
    cancelDeadline: cancellationDeadline(transactionAt).text,
    cancellationForm: noticeOfCancellation(transactionAt),
    ...overrides,
  };
}
