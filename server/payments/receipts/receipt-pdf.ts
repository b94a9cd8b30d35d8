import PDFDocument from 'pdfkit';
import { formatDayKey } from '../../../shared/business-time';
import { formatDollars } from '../../../shared/money';
import { paymentStageLabels } from '../../../shared/payments/payment-schedule';
import { drawFactsPanel, drawLetterhead, drawParties } from '../../core/pdf/letterhead';
import { amountRow, footerLine, paragraph } from '../../core/pdf/pdf-blocks';
import { pdfBytes } from '../../core/pdf/pdf-bytes';
import { contentWidth, font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe } from '../../core/pdf/pdf-text';
import type { ReceiptDocument } from './receipt-document';

const dollars = (cents: number) => formatDollars(cents, { alwaysCents: true });
const longDay = (day: string) => formatDayKey(day, 'long');

/** The top, as the contract's: who the contractor is (with the HIC registration), what this is, its number. */
function drawHeader(doc: Doc, receipt: ReceiptDocument) {
  drawLetterhead(doc, receipt.business, 'PAYMENT RECEIPT', `Receipt ${receipt.number}`);
}

/** Who paid, and the contract it was paid on. */
function drawReceiptParties(doc: Doc, { homeowner, contract }: ReceiptDocument) {
  drawParties(
    doc,
    { label: 'RECEIVED FROM', name: homeowner.name, lines: [homeowner.email] },
    {
      label: 'FOR',
      name: contract.number ? `Home improvement contract ${contract.number}` : 'Home improvement contract',
      lines: [contract.label, `Contract total: ${dollars(contract.totalCents)}`],
    },
  );
}

/** The payment at a glance: the day, which payment of the schedule, how, and how much. */
function drawFacts(doc: Doc, { payment }: ReceiptDocument) {
  const facts: [string, string][] = [
    ['Date received', longDay(payment.receivedOn)],
    ['Payment', paymentStageLabels[payment.stage]],
    ['Method', payment.method],
    ['Amount', dollars(payment.amountCents)],
  ];
  drawFactsPanel(doc, facts, 14);
}

/** The amounts, right-aligned as the contract's price table: this payment, then what is left to pay. */
function drawAmounts(doc: Doc, receipt: ReceiptDocument) {
  const rows: [string, string, boolean][] = [
    ['Amount received', dollars(receipt.payment.amountCents), false],
    ['Balance left on the contract', dollars(receipt.balanceAfterCents), true],
  ];
  for (const [label, amount, strong] of rows) amountRow(doc, label, amount, { strong, amountWidth: 110 });
  doc.y += 8;
}

function drawVoided(doc: Doc, voided: NonNullable<ReceiptDocument['voided']>) {
  const text = pdfSafe(
    `VOIDED on ${longDay(voided.on)}: ${voided.reason.replace(/[.\s]+$/, '')}. This payment was recorded by mistake and does not count toward the contract.`,
  );
  doc.font(font.bold).fontSize(size.body);
  const height = doc.heightOfString(text, { width: contentWidth - 20 }) + 16;
  const top = doc.y;
  doc.rect(page.margin, top, contentWidth, height).fill(tone.noticeFill);
  doc.fillColor(tone.ink).text(text, page.margin + 10, top + 8, { width: contentWidth - 20 });
  doc.x = page.margin;
  doc.y = top + height + 12;
}

function drawFooter(doc: Doc, { business, number, contract }: ReceiptDocument) {
  footerLine(
    doc,
    [
      business.legalName,
      business.hicRegistration,
      `Receipt ${number}`,
      contract.number && `Contract ${contract.number}`,
    ]
      .filter(Boolean)
      .join(' · '),
  );
}

/**
 * A payment's receipt as a one-page PDF, typeset as the contract is (the same page, palette and
 * fonts): the contractor with its HIC registration, the receipt's and the contract's numbers, who
 * paid, the day, the payment of the schedule, the method, the amount and the balance left. A
 * function of the document alone: the same receipt gives the same bytes, download after download.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const issuedAt = new Date(receipt.issuedAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    info: {
      Title: pdfSafe(`Payment receipt ${receipt.number}`),
      Author: pdfSafe(receipt.business.legalName),
      Subject: pdfSafe(
        `${dollars(receipt.payment.amountCents)} from ${receipt.homeowner.name}${receipt.contract.number ? ` on contract ${receipt.contract.number}` : ''}`,
      ),
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const finished = pdfBytes(doc);
  drawHeader(doc, receipt);
  drawReceiptParties(doc, receipt);
  drawFacts(doc, receipt);
  drawAmounts(doc, receipt);
  if (receipt.voided) drawVoided(doc, receipt.voided);
  paragraph(
    doc,
    `Thank you for your payment. Questions about this receipt? Call us at ${receipt.business.phone} or write to ${receipt.business.email}.`,
    { color: tone.soft },
  );
  drawFooter(doc, receipt);
  doc.end();
  return finished;
}
