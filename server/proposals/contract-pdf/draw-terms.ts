import type { ContractDocument } from '../contract-document';
import { heading, paragraph } from '../../core/pdf/pdf-blocks';
import { font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe } from '../../core/pdf/pdf-text';

/** The designer's note to the homeowner, then the terms, a paragraph each, and the statute's disclosure. */
export function drawTerms(doc: Doc, { designerNote, terms, relatedEntities }: ContractDocument) {
  if (designerNote?.trim()) {
    heading(doc, 'A note from your designer', 30);
    paragraph(doc, designerNote.trim(), { font: font.italic, color: tone.soft, lines: true });
  }
  heading(doc, 'Terms', 40);
  for (const term of terms) {
    if (typeof term === 'string') {
      paragraph(doc, term, { align: 'justify' }, 6);
      continue;
    }
    // A run-in heading: "Payment. The total price is …".
    doc.font(font.bold).fontSize(size.body).fillColor(tone.ink);
    doc.text(pdfSafe(`${term.heading}. `), page.margin, doc.y, { continued: true, lineGap: 1.5, align: 'justify' });
    doc.font(font.regular).text(pdfSafe(term.text), { lineGap: 1.5, align: 'justify' });
    doc.y += 6;
  }
  paragraph(doc, relatedEntities, { align: 'justify' }, 6);
}
