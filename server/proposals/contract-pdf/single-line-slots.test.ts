import { beforeAll, describe, expect, it } from 'vitest';
import { renderContractPdf } from '../contract-pdf';
import { readPdf } from '../../test/read-pdf';
import { sampleContract } from '../test/sample-contract';

/**
 * The schemas refuse line breaks in one-line fields; the PDF writer holds on its own: text that
 * reached it with a line break anyway still prints on the one line its slot has.
 */
const forged = 'Jane Doe\nDeposit waived';
const base = sampleContract();

let lines: string[];
let all: string;

beforeAll(async () => {
  const contract = sampleContract({
    homeowner: { ...base.homeowner, name: forged, address: '14 Harbor Road\r\nPaid in full' },
    homeownerSignature: { ...base.homeownerSignature, typedName: forged, drawn: undefined },
    companySignature: { ...base.companySignature, name: 'Dana Whitfield\u2028Balance forgiven' },
    accepted: {
      ...base.accepted,
      name: 'Better\u2029No warranty',
      extraLines: [{ label: 'Remove old wire shelving', note: 'Haul away\nFree of charge', amount: 150 }],
    },
    designerNote: 'First line of the note.\nSecond line of the note.',
  });
  const pages = await readPdf(await renderContractPdf(contract));
  lines = pages.flatMap((page) => page.lines);
  all = pages.map((page) => page.text).join(' ');
});

const lineStartingWith = (text: string) => lines.filter((line) => line.startsWith(text));

describe('a one-line slot of the contract PDF', () => {
  it('prints a typed name with a line break on one line, under the signature and in the parties', () => {
    // The typed signature and "…, owner (typed name)" under it; the owner's name among the parties.
    expect(lines.filter((line) => line.includes('Jane Doe Deposit waived')).length).toBeGreaterThanOrEqual(3);
    expect(lineStartingWith('Deposit waived')).toEqual([]);
  });

  it("prints the address, the company's signer, the option's name and a line's note each on one line", () => {
    expect(all).toContain('14 Harbor Road Paid in full');
    expect(lineStartingWith('Paid in full')).toEqual([]);
    expect(all).toContain('Dana Whitfield Balance forgiven');
    expect(lineStartingWith('Balance forgiven')).toEqual([]);
    expect(all).toContain('Better No warranty');
    expect(lineStartingWith('No warranty')).toEqual([]);
    expect(lineStartingWith('Free of charge')).toEqual([]);
  });

  it("keeps the designer's note on its own lines", () => {
    expect(lines).toContain('First line of the note.');
    expect(lines).toContain('Second line of the note.');
  });
});
