import type { ContractBusiness } from '../../../shared/contracts/contract-business';
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
  doc
    .moveTo(left, ruleY)
    .lineTo(left + contentWidth, ruleY)
    .lineWidth(1.5)
    .stroke(tone.accent);
  doc.y = ruleY + 12;
}
