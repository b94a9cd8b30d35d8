import { formatDateTimeWithZone } from '../../../shared/business-time';
import { electronicSignatureConsent } from '../../../shared/contracts/contract-terms';
import { waysToCancel } from '../../../shared/contracts/ways-to-cancel';
import { signerFor, signsAsContractor } from '../../../shared/proposals/company-signature';
import type { ContractDocument } from '../contract-document';
import { pathBounds } from './path-bounds';
import { ensureRoom, heading, heightOf, paragraph, type TextStyle } from '../../core/pdf/pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe } from '../../core/pdf/pdf-text';

const gap = 20;
const column = (contentWidth - gap) / 2;
const pad = 10;
const inner = column - 2 * pad;
/** The space above each signature line, where the signature is. */
const signatureHeight = 40;
/** The right-to-cancel statement: boldface of at least ten points (CGS 42-135a). */
const notice: TextStyle = { font: font.bold, size: 10, width: contentWidth - 2 * pad };

/** "Tue, Dec 1, 2026, 10:00 AM EST": every time on the contract, in Connecticut time with the zone named. */
const contractTime = (instant: string) => formatDateTimeWithZone(instant);

/**
 * Both signatures side by side, the company's and the homeowner's, each with its time; the
 * notice of the right to cancel directly under the homeowner's, naming the deadline; then the
 * version both signed, by its SHA-256.
 */
export function drawSignatures(doc: Doc, contract: ContractDocument) {
  const { companySignature: company, homeownerSignature: owner } = contract;
  const deadline = `You may cancel this contract until ${contract.cancelDeadline}: ${waysToCancel}.`;
  const companyLines = [
    signerFor(company),
    signsAsContractor(company)
      ? `Signing as the contractor, HIC registration No. ${company.registration}`
      : `Salesperson registration No. ${company.registration}`,
    `Signed electronically ${contractTime(company.signedAt)}`,
  ];
  const ownerLines = [
    `${owner.typedName}, owner (typed name)`,
    `Signed electronically ${contractTime(owner.signedAt)}`,
    `Agreed: "${electronicSignatureConsent}"`,
    `From IP address ${owner.ipAddress}`,
  ];
  const blockHeight = (lines: string[]) =>
    signatureHeight + 20 + lines.reduce((h, l) => h + heightOf(doc, l, { size: size.small, width: inner }) + 1, 0);
  const browser = `Browser: ${owner.userAgent}`;
  const rowHeight =
    Math.max(
      blockHeight(companyLines),
      blockHeight(ownerLines) + heightOf(doc, browser, { size: size.tiny, width: inner }),
    ) + pad;
  const noticeHeight = heightOf(doc, contract.rightToCancel, notice) + heightOf(doc, deadline, notice) + 2 * pad + 6;

  heading(doc, 'Signatures', rowHeight + noticeHeight + 10);
  const top = doc.y;
  const companyX = page.margin;
  const ownerX = page.margin + column + gap;
  for (const x of [companyX, ownerX]) doc.rect(x, top, column, rowHeight).lineWidth(0.5).stroke(tone.rule);

  block(doc, 'CONTRACTOR', companyX, top, companyLines, () => typedSignature(doc, company.name, companyX, top));
  block(doc, 'OWNER', ownerX, top, ownerLines, () =>
    owner.drawn
      ? drawnSignature(doc, owner.drawn, owner.typedName, ownerX, top)
      : typedSignature(doc, owner.typedName, ownerX, top),
  );
  paragraph(doc, browser, { size: size.tiny, color: tone.muted, x: ownerX + pad, width: inner }, 0);

  doc.y = top + rowHeight;
  drawNotice(doc, contract.rightToCancel, deadline);
  paragraph(
    doc,
    `Both signatures are on proposal ${contract.proposal.number}, version ${contract.proposal.version}, whose exact text has this SHA-256 fingerprint:`,
    { size: size.small, color: tone.soft },
    1,
  );
  paragraph(doc, contract.proposal.sha256, { font: font.bold, size: size.small }, 4);
}

/** A signature box: its label, the signature over a line, and the facts under the line. */
function block(doc: Doc, label: string, x: number, top: number, lines: string[], sign: () => void) {
  doc.font(font.regular).fontSize(size.tiny).fillColor(tone.muted);
  doc.text(label, x + pad, top + 7, { width: inner, characterSpacing: 0.5 });
  sign();
  const lineY = top + 14 + signatureHeight;
  doc
    .moveTo(x + pad, lineY)
    .lineTo(x + pad + inner, lineY)
    .lineWidth(0.75)
    .stroke(tone.ink);
  doc.y = lineY + 4;
  for (const line of lines) paragraph(doc, line, { size: size.small, color: tone.soft, x: x + pad, width: inner }, 1);
}

/** A typed name is the signature: set large, in italics, on the line; a long name set smaller to fit whole. */
function typedSignature(doc: Doc, name: string, x: number, top: number) {
  const text = pdfSafe(name);
  doc.font(font.italic).fontSize(17);
  doc.fontSize(Math.max(8, Math.min(17, (17 * inner) / doc.widthOfString(text))));
  doc.fillColor(tone.heading);
  doc.text(text, x + pad, top + 14 + signatureHeight - 6, { lineBreak: false, baseline: 'alphabetic' });
}

/** A drawn signature, stroked as signature_pad strokes its curves, fitted on the line; else the typed name. */
function drawnSignature(doc: Doc, drawn: string, typedName: string, x: number, top: number) {
  const box = pathBounds(drawn);
  if (!box) return typedSignature(doc, typedName, x, top);
  const scale = Math.min(inner / Math.max(box.width, 1), (signatureHeight - 4) / Math.max(box.height, 1), 1.5);
  doc
    .save()
    .translate(x + pad, top + 14 + signatureHeight - 2 - box.height * scale)
    .scale(scale)
    .translate(-box.x, -box.y)
    .path(drawn)
    .lineWidth(2.5)
    .lineCap('round')
    .lineJoin('round')
    .stroke(tone.heading)
    .restore();
}

function drawNotice(doc: Doc, statement: string, deadline: string) {
  const height = heightOf(doc, statement, notice) + heightOf(doc, deadline, notice) + 2 * pad + 6;
  ensureRoom(doc, height);
  const top = doc.y + 6;
  doc.rect(page.margin, top, contentWidth, height).fillAndStroke(tone.noticeFill, tone.accent);
  doc.y = top + pad;
  paragraph(doc, statement, { ...notice, x: page.margin + pad, color: tone.ink }, 6);
  paragraph(doc, deadline, { ...notice, x: page.margin + pad, color: tone.ink }, 0);
  doc.x = page.margin;
  doc.y = top + height + 8;
}
