import PDFDocument from 'pdfkit';
import type { ContractDocument } from './contract-document';
import { drawCancellationForms } from './contract-pdf/draw-cancellation-forms';
import { drawFooters } from './contract-pdf/draw-footers';
import { drawHeader } from './contract-pdf/draw-header';
import { drawPrice } from './contract-pdf/draw-price';
import { drawSignatures } from './contract-pdf/draw-signatures';
import { drawTerms } from './contract-pdf/draw-terms';
import { drawWork } from './contract-pdf/draw-work';
import { pdfBytes } from '../core/pdf/pdf-bytes';
import { page } from '../core/pdf/pdf-style';
import { pdfSafe } from '../core/pdf/pdf-text';

/**
 * The signed contract as a PDF: the contractor and owner, the dates, the accepted option with its
 * elevations drawn as vectors, its line items and total, the terms, both signatures with the notice
 * of the right to cancel beside the owner's, and the cancellation form twice. A function of the
 * document alone: the same document gives the same bytes.
 */
export async function renderContractPdf(contract: ContractDocument): Promise<Buffer> {
  const signedAt = new Date(contract.homeownerSignature.signedAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    bufferPages: true,
    info: {
      Title: pdfSafe(
        `Home improvement contract, proposal ${contract.proposal.number}, version ${contract.proposal.version}`,
      ),
      Author: pdfSafe(contract.business.legalName),
      Subject: pdfSafe(`${contract.accepted.name} option for ${contract.homeowner.name}`),
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  const finished = pdfBytes(doc);
  drawHeader(doc, contract);
  drawWork(doc, contract.accepted);
  drawPrice(doc, contract);
  drawTerms(doc, contract);
  drawSignatures(doc, contract);
  drawCancellationForms(doc, contract);
  drawFooters(doc, contract);
  doc.end();
  return finished;
}
