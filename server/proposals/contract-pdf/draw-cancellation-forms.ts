import type { ContractDocument } from '../contract-document';
import { paragraph } from './pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from './pdf-style';

export const cancellationCaption = 'NOTICE OF CANCELLATION';

/** The form's own text without its caption, which the page prints once in capitals. */
function formBody(form: string): string[] {
  const paragraphs = form
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim());
  if (paragraphs[0]?.toUpperCase() === cancellationCaption) paragraphs.shift();
  return paragraphs;
}

/**
 * The cancellation form in duplicate (CGS 42-135a): each copy on its own page, in ten-point
 * boldface, under a cut line so the owner can detach it, send one and keep the other.
 */
export function drawCancellationForms(doc: Doc, contract: ContractDocument) {
  const body = formBody(contract.cancellationForm);
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
    paragraph(doc, cancellationCaption, { font: font.bold, size: 15, color: tone.heading, align: 'center' }, 4);
    paragraph(
      doc,
      `${contract.business.legalName} · Proposal ${contract.proposal.number}, version ${contract.proposal.version}`,
      { size: size.small, color: tone.muted, align: 'center' },
      18,
    );
    for (const text of body) paragraph(doc, text, { font: font.bold, size: 10 }, 9);
  }
}
