import type { ContractDocument } from '../contract-document';
import { footerLine } from '../../core/pdf/pdf-blocks';
import type { Doc } from '../../core/pdf/pdf-style';

/** On every page: the proposal, its version and hash, and "Page 2 of 6". Needs bufferPages. */
export function drawFooters(doc: Doc, { business, proposal }: ContractDocument) {
  const { start, count } = doc.bufferedPageRange();
  const left = `${business.legalName} · ${business.hicRegistration} · Proposal ${proposal.number}, version ${proposal.version} · SHA-256 ${proposal.sha256.slice(0, 16)}…`;
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    footerLine(doc, left, { text: `Page ${i - start + 1} of ${count}`, width: 70 });
  }
}
