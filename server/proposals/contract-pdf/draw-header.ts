import { formatDayKey } from '../../../shared/business-time';
import type { ContractDocument } from '../contract-document';
import { drawLetterhead } from '../../core/pdf/letterhead';
import { labelled } from '../../core/pdf/pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe, pdfSafeLines } from '../../core/pdf/pdf-text';

/** "December 14, 2026". */
const contractDay = (day: string) => formatDayKey(day, 'long');

/** The first page's top: who the contractor is, what this is, the parties and the dates. */
export function drawHeader(doc: Doc, contract: ContractDocument) {
  const { business, proposal } = contract;
  drawLetterhead(
    doc,
    business,
    'HOME IMPROVEMENT CONTRACT',
    `Proposal ${proposal.number}, version ${proposal.version}`,
  );
  drawParties(doc, contract);
  drawDates(doc, contract);
}

function drawParties(doc: Doc, { business, homeowner }: ContractDocument) {
  const gap = 24;
  const column = (contentWidth - gap) / 2;
  const top = doc.y;
  const party = (label: string, name: string, lines: string[], x: number) => {
    doc.font(font.regular).fontSize(size.small).fillColor(tone.muted);
    doc.text(label, x, top, { width: column, characterSpacing: 0.4 });
    doc
      .font(font.bold)
      .fontSize(size.body + 1)
      .fillColor(tone.ink);
    doc.text(pdfSafe(name), x, doc.y + 2, { width: column });
    doc.font(font.regular).fontSize(size.body).fillColor(tone.soft);
    doc.text(pdfSafeLines(lines), x, doc.y + 1, { width: column, lineGap: 1.5 });
    return doc.y;
  };
  const contractorEnd = party(
    'CONTRACTOR',
    business.legalName,
    [
      ...business.addressLines,
      business.phone,
      business.email,
      `Home improvement contractor registration: ${business.hicRegistration}`,
    ],
    page.margin,
  );
  const ownerEnd = party(
    'OWNER',
    homeowner.name,
    [homeowner.address, homeowner.town, homeowner.email, `Work site: ${homeowner.address}, ${homeowner.town}`],
    page.margin + column + gap,
  );
  doc.y = Math.max(contractorEnd, ownerEnd) + 12;
}

function drawDates(doc: Doc, contract: ContractDocument) {
  const facts: [string, string][] = [
    ['Date of transaction', contractDay(contract.transactionDate)],
    ['Starting date', contractDay(contract.startDate)],
    ['Completion date', contractDay(contract.completionDate)],
    ['Option accepted', contract.accepted.name],
  ];
  const pad = 10;
  const top = doc.y;
  const height = 40;
  doc.rect(page.margin, top, contentWidth, height).fill(tone.panel);
  doc.rect(page.margin, top, contentWidth, height).lineWidth(0.5).stroke(tone.rule);
  const column = (contentWidth - 2 * pad) / facts.length;
  facts.forEach(([label, value], i) =>
    labelled(doc, label, value, page.margin + pad + i * column, top + pad - 1, column - 8),
  );
  doc.x = page.margin;
  doc.y = top + height + 6;
}
