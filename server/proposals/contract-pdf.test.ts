import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractorFacts } from '../../shared/business';
import {
  agreementTerms,
  electronicSignatureConsent,
  relatedEntitiesDisclosure,
  rightToCancelStatement,
} from '../../shared/contracts/contract-terms';
import { waysToCancel } from '../../shared/contracts/ways-to-cancel';
import { elevationGeometry } from '../../shared/design/elevation-geometry';
import { formatDollars } from '../../shared/money';
import { paymentSchedule } from '../../shared/payments/payment-schedule';
import { renderContractPdf } from './contract-pdf';
import { readPdf, type ReadPage } from '../test/read-pdf';
import { sampleContract, sampleHash } from './test/sample-contract';

const contract = sampleContract();
const imageOps = [
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintInlineImageXObjectGroup',
  'paintImageMaskXObject',
  'paintImageXObjectRepeat',
];

let pages: ReadPage[];
let all: string;

beforeAll(async () => {
  pages = await readPdf(await renderContractPdf(contract));
  all = pages.map((p) => p.text).join(' ');
});

afterEach(() => {
  vi.useRealTimers();
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the signed contract PDF (a 3-wall walk-in, "Better" accepted)', () => {
  it('names the parties, the HIC registration, the dates and the accepted option with its total', () => {
    expect(all).toContain('HOME IMPROVEMENT CONTRACT');
    expect(all).toContain('Jordan Avery');
    expect(all).toContain('14 Harbor Road');
    expect(all).toContain(`Connecticut HIC Registration No. ${contractorFacts.hicRegistration}`);
    expect(all).toContain(contractorFacts.address.street);
    expect(all).toContain('DATE OF TRANSACTION December 2, 2026');
    expect(all).toContain('STARTING DATE December 14, 2026');
    expect(all).toContain('COMPLETION DATE December 18, 2026');
    expect(all).toContain(`Total, the Better option ${formatDollars(contract.accepted.total * 100)}`);
    for (const item of contract.accepted.lineItems) expect(all).toContain(item.label);
    // The designer's extra line, with its note.
    expect(all).toContain(
      'Remove old wire shelving: Take down and haul away the wire shelving on all three walls $150',
    );
    expect(all).toContain(`Good, ${formatDollars(contract.otherOptions[0]!.total * 100)}`);
  });

  it('states the terms under their headings and the disclosure of related entities', () => {
    expect(all).toContain(
      `Payment. The total price is ${formatDollars(contract.accepted.total * 100)}, paid in two payments.`,
    );
    expect(all).toContain('Entire agreement. This contract, made of the accepted option');
    expect(all).toContain(relatedEntitiesDisclosure());
  });

  it('prints the default payment schedule: a deposit of one-third, then the balance, in the price table and the terms', () => {
    const [deposit, balance] = paymentSchedule(contract.accepted.total * 100, contract);
    expect(contract.accepted.total).toBe(7003);
    expect([deposit, balance]).toEqual([
      { stage: 'deposit', amountCents: 233_433 },
      { stage: 'balance', amountCents: 466_867 },
    ]);
    expect(all).toContain('Deposit of one-third, due once your right to cancel has ended $2,334.33');
    expect(all).toContain(
      'Balance, due on the day installation is complete, after we walk you through the finished space $4,668.67',
    );
    expect(all).toContain('Deposit of one-third ($2,334.33), due once your right to cancel has ended.');
    expect(all).not.toContain('Progress payment');
  });

  it('prints a progress payment at the start of installation when the contract has one', async () => {
    const total = contract.accepted.total * 100;
    const shares = { depositPercent: 25, progressPercent: 40 };
    const withProgress = sampleContract({
      ...shares,
      terms: agreementTerms({ totalCents: total, ...shares, startDay: '2026-12-14', completionDay: '2026-12-18' }),
    });
    const text = (await readPdf(await renderContractPdf(withProgress))).map((p) => p.text).join(' ');
    expect(text).toContain('Deposit of 25%, due once your right to cancel has ended $1,750.75');
    expect(text).toContain('Progress payment of 40%, due at the start of installation $2,801.20');
    expect(text).toContain(
      'Balance, due on the day installation is complete, after we walk you through the finished space $2,451.05',
    );
    expect(text).toContain('paid in three payments. Deposit of 25% ($1,750.75)');
    expect(text).toContain('Progress payment of 40% ($2,801.20), due at the start of installation.');
  });

  it('draws every wall as vector paths with its labels as text, and holds no image', () => {
    const walls = contract.accepted.design.walls;
    for (const wall of walls) expect(all).toContain(`${wall.name}: ${wall.widthIn} in wide`);
    // Each wall: its guides, floor and two dimension lines, and each section's outline and parts.
    const shapes = walls
      .map((wall) => elevationGeometry(wall, contract.accepted.design.ceilingIn))
      .reduce((n, d) => n + 4 + d.sections.reduce((s, section) => s + 1 + section.parts.length, 0), 0);
    const paths = pages.reduce((n, p) => n + (p.ops.get('constructPath') ?? 0), 0);
    expect(paths).toBeGreaterThanOrEqual(shapes);
    expect(pages[0]?.text).toContain('30" 30" 30" 30" 120 in 96 in');
    for (const page of pages) for (const op of imageOps) expect(page.ops.has(op), op).toBe(false);
  });

  it('shows both signatures in Connecticut time with the zone, and the version they signed by its hash', () => {
    expect(all).toContain('Dana Whitfield, for Shoreline Custom Closets LLC');
    expect(all).toContain('Salesperson registration No. HIS.0012345');
    expect(all).toContain('Signed electronically Tue, Dec 1, 2026, 10:00 AM EST');
    expect(all).toContain('Jordan Avery, owner (typed name)');
    // Signed at 01:14 UTC on December 3: still the evening of December 2 in Connecticut.
    expect(all).toContain('Signed electronically Wed, Dec 2, 2026, 8:14 PM EST');
    expect(all).toContain(`Agreed: "${electronicSignatureConsent}"`);
    expect(all).toContain('From IP address 203.0.113.7');
    expect(all).toContain('Browser: Mozilla/5.0 (iPhone;');
    expect(all).toContain(
      `proposal P-2026-0042, version 3, whose exact text has this SHA-256 fingerprint: ${sampleHash}`,
    );
  });

  it("puts the notice of the right to cancel, naming the deadline, right after the owner's signature", () => {
    const page = pages.find((p) => p.text.includes('Jordan Avery, owner (typed name)'))?.text ?? '';
    const signature = page.indexOf('From IP address');
    const notice = page.indexOf(rightToCancelStatement);
    const deadline = page.indexOf(
      `You may cancel this contract until midnight at the end of Monday, December 7, 2026: ${waysToCancel}.`,
    );
    expect(signature).toBeGreaterThan(0);
    // Only the browser line of the owner's block comes between.
    expect(page.slice(signature, notice)).toBe(
      `From IP address 203.0.113.7 Browser: ${contract.homeownerSignature.userAgent} `,
    );
    expect(deadline).toBeGreaterThan(notice);
  });

  it('attaches the NOTICE OF CANCELLATION twice, each copy on its own last page', () => {
    const caption = 'Cut along the dashed line to detach. NOTICE OF CANCELLATION';
    expect(count(all, caption)).toBe(2);
    const [first, second] = pages.slice(-2);
    for (const [n, page] of [first, second].entries()) {
      expect(page?.text).toContain(`Copy ${n + 1} of 2. ${caption}`);
      expect(page?.text).toContain('December 2, 2026 (Date of transaction)');
      expect(page?.text).toContain('NOT LATER THAN MIDNIGHT OF MONDAY, DECEMBER 7, 2026.');
      expect(page?.text).toContain("I HEREBY CANCEL THIS TRANSACTION. (Buyer's signature) (Date)");
      expect(page?.ops.get('setDash')).toBeGreaterThan(0);
    }
    // The contract itself only refers to the form.
    for (const page of pages.slice(0, -2)) expect(page.text).not.toContain('NOTICE OF CANCELLATION');
  });

  it('numbers its pages with the proposal on each', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.length).toBeLessThanOrEqual(8);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page.text).toContain('Proposal P-2026-0042, version 3');
    });
  });

  it('is the same bytes for the same document, whenever it is made', async () => {
    const first = await renderContractPdf(contract);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    const later = await renderContractPdf(contract);
    expect(later.equals(first)).toBe(true);
  });

  it("writes names outside the standard fonts' letters readably, and a typed name as the signature", async () => {
    const typed = sampleContract({
      homeowner: { ...contract.homeowner, name: 'Zoë Nguyễn' },
      homeownerSignature: { ...contract.homeownerSignature, typedName: 'Zoë Nguyễn', drawn: undefined },
    });
    const text = (await readPdf(await renderContractPdf(typed))).map((p) => p.text).join(' ');
    expect(text).toContain('OWNER Zoë Nguyen');
    expect(text).toContain('OWNER Zoë Nguyen Zoë Nguyen, owner (typed name)');
  });
});
