import PDFDocument from 'pdfkit';
import { formatDateTimeWithZone, formatDayKey } from '../../shared/business-time';
import { changeOrderNumber } from '../../shared/change-orders/change-order';
import type { ContractBusiness } from '../../shared/contracts/contract-business';
import { electronicSignatureConsent } from '../../shared/contracts/contract-terms';
import type { LineItem } from '../../shared/design/pricing';
import { formatDollars } from '../../shared/money';
import { signerFor, signsAsContractor } from '../../shared/proposals/company-signature';
import { drawFactsPanel, drawLetterhead, drawParties } from '../core/pdf/letterhead';
import { amountRow, heading, paragraph } from '../core/pdf/pdf-blocks';
import { pdfBytes } from '../core/pdf/pdf-bytes';
import { font, page, size, tone, type Doc } from '../core/pdf/pdf-style';
import { pdfSafe } from '../core/pdf/pdf-text';
import type { ChangeOrderDocument } from './change-order-document';
import { differenceText } from './change-order-emails';

/** A signed change order as its PDF prints it: the document sent, the parties and the homeowner's signature. */
export interface SignedChangeOrder {
  document: ChangeOrderDocument;
  sha256: string;
  business: ContractBusiness;
  homeowner: { name: string; email: string };
  signature: { typedName: string; signedAt: string; ipAddress: string; drawn: boolean };
}

const dollars = (cents: number) => formatDollars(cents, { alwaysCents: true });
const day = (d: string) => formatDayKey(d, 'long');

function drawLines(doc: Doc, title: string, lines: LineItem[], sign: 1 | -1) {
  if (lines.length === 0) return;
  paragraph(doc, title, { font: font.bold }, 3);
  for (const line of lines) amountRow(doc, line.label, `${sign < 0 ? '−' : ''}${formatDollars(line.amount * 100)}`);
  doc.y += 4;
}

/**
 * A signed change order as a PDF (CGS 20-429: a change in writing, signed by the owner and the
 * contractor): both parties, the contract it changes, the reason, the lines added and removed, the
 * difference and the new total, any moved dates, both signatures and the SHA-256 signed. A function
 * of its facts alone: stored sealed with the signature, and every download is those bytes.
 */
export async function renderChangeOrderPdf(signed: SignedChangeOrder): Promise<Buffer> {
  const { document: co, business } = signed;
  const label = changeOrderNumber(co.number);
  const signedAt = new Date(signed.signature.signedAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    info: {
      Title: pdfSafe(`Change order ${label} to contract ${co.contractNumber}`),
      Author: pdfSafe(business.legalName),
      Subject: pdfSafe(`${label} for ${co.homeownerName}: ${differenceText(co.differenceCents)}`),
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  const finished = pdfBytes(doc);
  drawLetterhead(doc, business, 'CHANGE ORDER', `${label} to contract ${co.contractNumber}`);
  drawParties(
    doc,
    { label: 'CONTRACTOR', name: business.legalName, lines: [...business.addressLines, business.phone] },
    { label: 'OWNER', name: co.homeownerName, lines: [signed.homeowner.email] },
  );
  drawFactsPanel(
    doc,
    [
      ['Change order', label],
      ['Contract', co.contractNumber],
      ['Difference', differenceText(co.differenceCents)],
      ['New contract total', formatDollars(co.newTotalCents)],
    ],
    12,
  );
  heading(doc, 'Reason for the change');
  paragraph(doc, co.reason, { lines: true }, 6);
  heading(doc, `What changes (${co.option.name})`);
  drawLines(doc, 'Added', co.lines.added, 1);
  drawLines(doc, 'Removed', co.lines.removed, -1);
  if (co.lines.added.length + co.lines.removed.length === 0) paragraph(doc, 'No change to the work; the dates move.');
  heading(doc, 'Price');
  amountRow(doc, 'Contract total before this change order', dollars(co.previousTotalCents));
  amountRow(doc, `Difference of change order ${label}`, differenceText(co.differenceCents));
  amountRow(doc, 'New contract total', dollars(co.newTotalCents), { strong: true });
  paragraph(doc, "The payments still due follow the new total, with the contract's schedule.", { color: tone.soft });
  if (co.startOn || co.completeOn) {
    heading(doc, 'New dates');
    if (co.startOn) paragraph(doc, `Starting date: ${day(co.startOn)}`);
    if (co.completeOn) paragraph(doc, `Completion date: ${day(co.completeOn)}`);
  }
  paragraph(doc, 'Every other term of the contract stays as signed.', { color: tone.soft }, 8);

  heading(doc, 'Signatures', 120);
  const { company } = co;
  paragraph(doc, `CONTRACTOR: ${signerFor(company)}`, { font: font.bold });
  paragraph(
    doc,
    signsAsContractor(company)
      ? `Signing as the contractor, HIC registration No. ${company.registration}`
      : `Salesperson registration No. ${company.registration}`,
    { size: size.small },
  );
  paragraph(doc, `Signed electronically ${formatDateTimeWithZone(company.signedAt)}`, { size: size.small }, 8);
  paragraph(doc, `OWNER: ${signed.signature.typedName} (typed name${signed.signature.drawn ? ', and drawn' : ''})`, {
    font: font.bold,
  });
  paragraph(doc, `Signed electronically ${formatDateTimeWithZone(signed.signature.signedAt)}`, { size: size.small });
  paragraph(doc, `Agreed: "${electronicSignatureConsent}"`, { size: size.small });
  paragraph(doc, `From IP address ${signed.signature.ipAddress}`, { size: size.small }, 8);
  paragraph(doc, `Both signatures are on change order ${label}, whose exact text has this SHA-256 fingerprint:`, {
    size: size.small,
    color: tone.soft,
  });
  paragraph(doc, signed.sha256, { font: font.bold, size: size.small });
  doc.end();
  return finished;
}
