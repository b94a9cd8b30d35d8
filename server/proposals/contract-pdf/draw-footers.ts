import type { ContractDocument } from '../contract-document';
import { contentWidth, font, footerY, page, size, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe } from '../../core/pdf/pdf-text';

/** On every page: the proposal, its version and hash, and "Page 2 of 6". Needs bufferPages. */
export function drawFooters(doc: Doc, { business, proposal }: ContractDocument) {
  const { start, count } = doc.bufferedPageRange();
  const left = pdfSafe(
    `${business.legalName} · ${business.hicRegistration} · Proposal ${proposal.number}, version ${proposal.version} · SHA-256 ${proposal.sha256.slice(0, 16)}…`,
  );
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Text below the bottom margin would start a new page: the footer writes with no margin.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .moveTo(page.margin, footerY - 6)
      .lineTo(page.margin + contentWidth, footerY - 6)
      .lineWidth(0.5)
      .stroke(tone.rule);
    doc.font(font.regular).fontSize(size.tiny).fillColor(tone.muted);
    doc.text(left, page.margin, footerY, { width: contentWidth - 70, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, page.margin + contentWidth - 70, footerY, {
      width: 70,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
