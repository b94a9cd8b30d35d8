import { startingLayout } from '../../../shared/design/layout';
import type { Design } from '../../../shared/design/design';
import { defaultPriceBook } from '../../../shared/design/price-book';
import { priceDesign } from '../../../shared/design/pricing';
import { contractBusiness, type ContractDocument } from '../contract-document';

/**
 * A 3-wall walk-in proposal of three options, "Better" accepted, signed on Wednesday December 2,
 * 2026: for the contract PDF's tests, its benchmark and a sample to look at. The legal texts here
 * follow CGS 42-135a's wording but are samples; the product's come from shared/contracts/.
 */
const walls = [
  { name: 'Back wall', widthIn: 120 },
  { name: 'Left wall', widthIn: 96 },
  { name: 'Right wall', widthIn: 96 },
];

const optionDesigns: Record<'Good' | 'Better' | 'Best', Design> = {
  Good: startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls }),
  Better: startingLayout({
    spaceType: 'Walk-In Closet',
    ceilingIn: 96,
    walls,
    finish: 'oak-woodgrain',
    hardware: 'brushed-nickel',
    accessories: ['valet-rod', 'jewelry-trays', 'tilt-out-hamper'],
  }),
  Best: startingLayout({
    spaceType: 'Walk-In Closet',
    ceilingIn: 96,
    walls,
    finish: 'walnut-veneer',
    hardware: 'matte-black',
    accessories: ['valet-rod', 'jewelry-trays', 'tilt-out-hamper', 'led-shelf-lighting', 'pull-out-mirror'],
  }),
};

const priced = (design: Design) => priceDesign(design, defaultPriceBook);

export const sampleHash = '3f2a9c4e1b7d05a8e6c3f91b2d4a7e08c5b6f3a1d9e2c7b4a0f8e5d3c6b1a297';

export const sampleRightToCancel =
  'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.';

export const sampleDeadline = 'midnight at the end of Saturday, December 5, 2026';

const sampleCancellationForm = `NOTICE OF CANCELLATION

Date of transaction: December 2, 2026

You may cancel this transaction, without any penalty or obligation, within three business days from the above date.

If you cancel, any property traded in, any payments made by you under the contract or sale, and any negotiable instrument executed by you will be returned within ten business days following receipt by the seller of your cancellation notice, and any security interest arising out of the transaction will be cancelled.

If you cancel, you must make available to the seller at your residence, in substantially as good condition as when received, any goods delivered to you under this contract or sale; or you may, if you wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller's expense and risk.

If you do make the goods available to the seller and the seller does not pick them up within twenty days of the date of your notice of cancellation, you may retain or dispose of the goods without any further obligation. If you fail to make the goods available to the seller, or if you agree to return the goods to the seller and fail to do so, then you remain liable for performance of all obligations under the contract.

To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice or any other written notice to Shoreline Custom Closets LLC, at 410 Post Road East, Westport, CT 06880, or e-mail design@shorelineclosets.com, not later than midnight of Saturday, December 5, 2026.

I hereby cancel this transaction.

Date: ______________________

Buyer's signature: ______________________`;

export function sampleContract(overrides: Partial<ContractDocument> = {}): ContractDocument {
  const better = priced(optionDesigns.Better);
  return {
    business: contractBusiness({
      addressLines: ['410 Post Road East', 'Westport, CT 06880'],
      hicRegistration: 'HIC.0654321',
    }),
    homeowner: {
      name: 'Jordan Avery',
      address: '14 Harbor Road',
      town: 'Westport, CT 06880',
      email: 'jordan.avery@example.com',
    },
    proposal: { number: 'P-2026-0042', version: 3, sha256: sampleHash },
    accepted: {
      name: 'Better',
      design: optionDesigns.Better,
      lineItems: better.lineItems,
      total: better.total,
      depositShare: 0.5,
    },
    otherOptions: [
      { name: 'Good', total: priced(optionDesigns.Good).total },
      { name: 'Best', total: priced(optionDesigns.Best).total },
    ],
    designerNote:
      'Jordan, the Better option keeps the long hang on the back wall for your dresses and adds a tilt-out hamper beside the drawers. The oak woodgrain matches the hall doors we looked at together.',
    terms: [
      'Entire agreement. This contract, with the work, elevations, price and terms above, is the entire agreement between the owner and the contractor. Any change must be in writing and signed by both.',
      'Payment. The deposit is due on signing and the balance on completion of the installation. The contractor accepts checks and bank transfers.',
      'Warranty. The closet system carries a lifetime warranty on its hardware and a five-year warranty on its panels and installation, from the completion date.',
      'Related entities. The contractor has no related entities that the Home Improvement Act requires it to disclose.',
    ],
    startDate: '2026-12-14',
    completionDate: '2026-12-18',
    transactionDate: '2026-12-02',
    companySignature: { name: 'Dana Whitfield', registration: 'HIS.0012345', signedAt: '2026-12-01T15:00:00.000Z' },
    homeownerSignature: {
      typedName: 'Jordan Avery',
      signedAt: '2026-12-03T01:14:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      drawn: {
        pathData:
          'M 12,52 C 20,20 34,14 38,40 C 41,60 30,70 26,58 C 22,44 48,30 60,44 C 70,56 74,40 84,36 M 92,50 C 100,30 112,28 116,46 C 119,60 126,40 138,38 C 150,36 152,58 166,48 C 180,38 196,30 230,36',
        width: 300,
        height: 80,
      },
    },
    rightToCancel: sampleRightToCancel,
    cancelDeadline: sampleDeadline,
    cancellationForm: sampleCancellationForm,
    ...overrides,
  };
}
