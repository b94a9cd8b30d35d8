import type { ContractDocument } from '../contract-document';
import { heading, paragraph } from './pdf-blocks';
import { font, size, tone, type Doc } from './pdf-style';

/** The designer's note to the homeowner, then the terms, a paragraph each. */
export function drawTerms(doc: Doc, { designerNote, terms }: ContractDocument) {
  if (designerNote?.trim()) {
    heading(doc, 'A note from your designer', 30);
    paragraph(doc, designerNote.trim(), { font: font.italic, color: tone.soft });
  }
  heading(doc, 'Terms', 40);
  for (const term of terms) paragraph(doc, term, { size: size.body, align: 'justify' }, 6);
}
