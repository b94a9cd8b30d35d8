import { agreementTerms } from '../contracts/contract-terms';
import { cancellationDeadline } from '../contracts/cancellation-deadline';
import type { Design, DesignSection, DesignWall } from '../design/design';
import { defaultPriceBook } from '../design/price-book';
import { priceDesign } from '../design/pricing';
import type { HomeownerProposal, PricedOption, ProposalOptionDraft } from './proposal';

/**
 * A sent three-option proposal for a walk-in closet, priced from the default price book: the
 * fixture of the page's tests and screenshots. `acceptedSample` signs for one of its options.
 */

/** A wall at hanging depth holding `sections`, left to right. */
const wall = (name: string, widthIn: number, sections: DesignSection[]): DesignWall => ({
  name,
  widthIn,
  depthIn: 24,
  sections,
});

/** The one walk-in closet every option is drawn for: its back wall's sections and its finishes differ. */
const walkIn = (
  back: DesignSection[],
  { finish, hardware, accessories }: Pick<Design, 'finish' | 'hardware' | 'accessories'>,
): Design => ({
  spaceType: 'Walk-In Closet',
  ceilingIn: 96,
  walls: [
    wall('Back wall', 120, back),
    wall('Left wall', 72, [
      { kind: 'shoe-shelves', widthIn: 36 },
      { kind: 'long-hang', widthIn: 36 },
    ]),
  ],
  finish,
  hardware,
  accessories,
});

const designs: Design[] = [
  walkIn(
    [
      { kind: 'double-hang', widthIn: 48 },
      { kind: 'shelves', widthIn: 24 },
      { kind: 'long-hang', widthIn: 48 },
    ],
    { finish: 'crisp-white', hardware: 'chrome', accessories: [] },
  ),
  walkIn(
    [
      { kind: 'double-hang', widthIn: 36 },
      { kind: 'drawers', widthIn: 24 },
      { kind: 'shelves', widthIn: 24 },
      { kind: 'long-hang', widthIn: 36 },
    ],
    { finish: 'soft-gray', hardware: 'brushed-nickel', accessories: ['valet-rod'] },
  ),
  walkIn(
    [
      { kind: 'double-hang', widthIn: 36 },
      { kind: 'drawers', widthIn: 24 },
      { kind: 'hamper', widthIn: 24 },
      { kind: 'long-hang', widthIn: 36 },
    ],
    { finish: 'walnut-woodgrain', hardware: 'matte-black', accessories: ['valet-rod', 'tie-belt-racks'] },
  ),
];

const names = ['Good', 'Better', 'Best'];

function priced(draft: ProposalOptionDraft): PricedOption {
  const { lineItems } = priceDesign(draft.design, defaultPriceBook);
  const extra = draft.extraLines.map((l) => ({
    label: l.note ? `${l.label} (${l.note})` : l.label,
    quantity: 1,
    unit: 'project' as const,
    amount: l.amount,
  }));
  const all = [...lineItems, ...extra];
  return { ...draft, lineItems: all, total: all.reduce((sum, l) => sum + l.amount, 0) };
}

const options = designs.map((design, i) =>
  priced({
    name: names[i]!,
    design,
    extraLines: i === 0 ? [] : [{ label: 'Remove old wire shelving', note: 'Haul-away included', amount: 150 }],
  }),
);

/** The default price book's payment schedule: one-third down, the balance on completion. */
const shares = { depositPercent: defaultPriceBook.depositPercent, progressPercent: defaultPriceBook.progressPercent };

export const sampleProposal: HomeownerProposal = {
  version: 2,
  versionHash: 'a3f1c9e07b2d4e8f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f',
  homeownerName: 'Dana Whitfield',
  workAddress: '27 Compo Road South',
  options,
  noteToHomeowner:
    'Thank you for showing me your closet. "Better" adds the drawers you asked for; "Best" adds a hamper and the walnut finish we looked at.',
  terms: agreementTerms({
    totalCents: options[1]!.total * 100,
    ...shares,
    startDay: '2027-02-15',
    completionDay: '2027-02-17',
  }).map((t) => `${t.heading}: ${t.text}`),
  validUntil: '2027-02-01',
  ...shares,
  startOn: '2027-02-15',
  completeOn: '2027-02-17',
  company: { name: 'Maria Lopez', registration: 'HIS.0654321', signedAt: '2027-01-04T15:30:00.000Z' },
  status: 'sent',
  expired: false,
  acceptance: null,
  canCancel: false,
  payments: null,
  install: null,
  completion: null,
  timeline: null,
};

/** The sample, signed for option `optionIndex` at `signedAt`. */
export function acceptedSample(optionIndex: number, signedAt: string, now = new Date(signedAt)): HomeownerProposal {
  const deadline = cancellationDeadline(new Date(signedAt));
  const option = sampleProposal.options[optionIndex]!;
  return {
    ...sampleProposal,
    status: 'accepted',
    acceptance: {
      version: sampleProposal.version,
      optionIndex,
      optionName: option.name,
      total: option.total,
      signerName: sampleProposal.homeownerName,
      signedAt,
      cancelBy: deadline.endsAt.toISOString(),
      cancelByText: deadline.text,
      cancelledAt: null,
      versionHash: sampleProposal.versionHash,
    },
    canCancel: now < deadline.endsAt,
  };
}
