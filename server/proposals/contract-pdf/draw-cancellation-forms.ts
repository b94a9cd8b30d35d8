import type { ContractDocument } from '../contract-document';
import { paragraph } from '../../core/pdf/pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';

/**
 * The cancellation form in duplicate (CGS 42-135a): each copy on its own page, in ten-point
 * boldface, under a cut line so the owner can detach it, send one and keep the other.
 */
export function drawCancellationForms(doc: Doc, contract: ContractDocument) {
  const form = contract.cancellationForm;
  const bold = { font: font.bold, size: 10 };
  for (const copy of [1, 2]) {
    doc.addPage();
    const cutY = page.margin + 10;
    doc.font(font.regular).fontSize(size.tiny).fillColor(tone.muted);
    doc.text(`Copy ${copy} of 2. Cut along the dashed line to detach.`, page.margin, cutY - 12, {
      width: contentWidth,
    });
    doc
      .moveTo(page.margin, cutY)
      .lineTo(page.margin + contentWidth, cutY)
      .lineWidth(0.75)
      .dash(5, { space: 3 })
      .stroke(tone.soft)
      .undash();
    doc.y = cutY + 28;
    paragraph(doc, form.title, { font: font.bold, size: 15, color: tone.heading, align: 'center' }, 4);
    paragraph(
      doc,
      `${contract.business.legalName} · Proposal ${contract.proposal.number}, version ${contract.proposal.version}`,
      { size: size.small, color: tone.muted, align: 'center' },
      16,
    );
    paragraph(doc, form.transactionDate, { ...bold, align: 'center' }, 0);
    paragraph(doc, '(Date of transaction)', { size: size.small, color: tone.muted, align: 'center' }, 14);
    for (const text of form.paragraphs) paragraph(doc, text, bold, 9);
    paragraph(doc, form.cancelStatement, bold, 30);
    drawBlanks(doc, form.blanks);
  }
}

/** Lines for the buyer to fill in, each with its label under it: "(Buyer's signature)", "(Date)". */
function drawBlanks(doc: Doc, labels: readonly string[]) {
  const gap = 30;
  const width = (contentWidth - gap * (labels.length - 1)) / labels.length;
  const lineY = doc.y;
  labels.forEach((label, i) => {
    const x = page.margin + i * (width + gap);
    doc
      .moveTo(x, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.75)
      .stroke(tone.ink);
    doc.font(font.regular).fontSize(size.small).fillColor(tone.muted);
    doc.text(label, x, lineY + 4, { width });
  });
  doc.x = page.margin;
}
