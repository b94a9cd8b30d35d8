import type { ContractBusiness } from '../../../shared/contracts/contract-business';
import { labelled, ruleAcross } from './pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from './pdf-style';
import { pdfSafe, pdfSafeLines } from './pdf-text';

/**
 * The top of the company's documents (the contract, a receipt): the company and its address on the
 * left; on the right what the document is, its number, and the HIC registration (CGS 20-427(a));
 * then a rule. Leaves the cursor below it, at the left margin.
 */
export function drawLetterhead(doc: Doc, business: ContractBusiness, title: string, reference: string) {
  const left = page.margin;
  const top = page.margin;
  const rightWidth = 230;
  const rightX = left + contentWidth - rightWidth;

  doc.font(font.bold).fontSize(size.title).fillColor(tone.heading);
  doc.text(pdfSafe(business.name), left, top, { width: contentWidth - rightWidth });
  doc
    .font(font.regular)
    .fontSize(size.small + 0.5)
    .fillColor(tone.soft);
  doc.text(pdfSafeLines([...business.addressLines, `${business.phone} · ${business.email}`]), left, doc.y + 2, {
    width: contentWidth - rightWidth,
    lineGap: 1,
  });
  const leftEnd = doc.y;

  doc.font(font.bold).fontSize(12).fillColor(tone.heading);
  doc.text(title, rightX, top + 2, { width: rightWidth, align: 'right', characterSpacing: 0.6 });
  doc
    .font(font.regular)
    .fontSize(size.small + 0.5)
    .fillColor(tone.soft);
  doc.text(pdfSafe(reference), rightX, doc.y + 3, { width: rightWidth, align: 'right' });
  doc.font(font.bold).fillColor(tone.ink);
  doc.text(pdfSafe(`Connecticut HIC Registration No. ${business.hicRegistration}`), rightX, doc.y + 1, {
    width: rightWidth,
    align: 'right',
  });

  const ruleY = Math.max(leftEnd, doc.y) + 8;
  ruleAcross(doc, ruleY, { lineWidth: 1.5, color: tone.accent });
  doc.y = ruleY + 12;
}

export type Party = { label: string; name: string; lines: string[] };

/** Two parties side by side under the letterhead (the contractor and the owner; who paid, and for what). */
export function drawParties(doc: Doc, left: Party, right: Party) {
  const gap = 24;
  const column = (contentWidth - gap) / 2;
  const top = doc.y;
  const party = ({ label, name, lines }: Party, x: number) => {
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
  const leftEnd = party(left, page.margin);
  const rightEnd = party(right, page.margin + column + gap);
  doc.y = Math.max(leftEnd, rightEnd) + 12;
}

/** The document's facts in a shaded row of labelled values (the contract's dates; the payment's), then `gapAfter`. */
export function drawFactsPanel(doc: Doc, facts: readonly [string, string][], gapAfter: number) {
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
  doc.y = top + height + gapAfter;
}
