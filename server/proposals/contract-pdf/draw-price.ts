import type { LineItem } from '../../../shared/design/pricing';
import { formatDollars } from '../../../shared/money';
import { paymentSchedule, scheduledPaymentRow } from '../../../shared/payments/payment-schedule';
import type { ContractDocument } from '../contract-document';
import { ensureRoom, heading, paragraph, ruleAcross } from '../../core/pdf/pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe } from '../../core/pdf/pdf-text';

/** "$6,480" from whole dollars. */
const dollars = (amount: number) => formatDollars(amount * 100);

const quantityText = ({ quantity, unit }: LineItem) =>
  unit === 'linear ft' ? `${quantity} linear ft` : unit === 'each' ? String(quantity) : '';

const columns = { item: contentWidth - 210, quantity: 100, amount: 110 };
const rowHeight = 17;

/** The option's line items (a designer's extra line with its note), its total and its payment schedule, then the options not chosen. */
export function drawPrice(doc: Doc, contract: ContractDocument) {
  const { accepted, otherOptions } = contract;
  heading(doc, 'Price', rowHeight * 3);
  row(doc, ['Item', 'Quantity', 'Amount'], { header: true });
  // The extra lines come last in the priced line items, in the order of extraLines.
  const firstExtra = accepted.lineItems.length - accepted.extraLines.length;
  accepted.lineItems.forEach((item, i) => {
    const extra = accepted.extraLines[i - firstExtra];
    const note = extra && extra.label === item.label ? extra.note.trim() : '';
    row(doc, [note ? `${item.label}: ${note}` : item.label, quantityText(item), dollars(item.amount)]);
  });
  row(doc, [`Total, the ${accepted.name} option`, '', dollars(accepted.total)], { total: true });
  const schedule = paymentSchedule(accepted.total * 100, contract);
  // The total alone, due on completion, needs no row of its own.
  if (schedule.length > 1)
    for (const payment of schedule)
      row(doc, [scheduledPaymentRow(payment, contract), '', formatDollars(payment.amountCents)]);
  else row(doc, ['Due on completion', '', dollars(accepted.total)]);
  doc.y += 6;
  if (otherOptions.length > 0) {
    const others = otherOptions.map((o) => `${o.name}, ${dollars(o.total)}`).join('; ');
    paragraph(doc, `Also offered and not chosen: ${others}.`, { size: size.small, color: tone.soft });
  }
}

function row(
  doc: Doc,
  [item, quantity, amount]: [string, string, string],
  kind: { header?: boolean; total?: boolean } = {},
) {
  const pad = 6;
  const x = page.margin;
  const bold = kind.header || kind.total;
  doc
    .font(bold ? font.bold : font.regular)
    .fontSize(kind.header ? size.small : kind.total ? size.body + 1 : size.body)
    .fillColor(kind.header ? tone.muted : tone.ink);
  // A long label (an extra line's note) wraps in its column: the whole agreement is printed.
  const itemWidth = columns.item - 2 * pad;
  const height = Math.max(rowHeight, doc.heightOfString(pdfSafe(item), { width: itemWidth, lineGap: 1 }) + 7);
  ensureRoom(doc, height);
  const top = doc.y;
  if (kind.header) doc.rect(x, top, contentWidth, height).fill(tone.panel);
  if (kind.total) ruleAcross(doc, top, { lineWidth: 1, color: tone.heading });
  doc.fillColor(kind.header ? tone.muted : tone.ink);
  const textY = top + (rowHeight - doc.currentLineHeight()) / 2 + 0.5;
  doc.text(pdfSafe(item), x + pad, textY, { width: itemWidth, lineGap: 1 });
  doc.text(pdfSafe(quantity), x + columns.item, textY, { width: columns.quantity, align: 'right', lineBreak: false });
  doc.text(pdfSafe(amount), x + columns.item + columns.quantity, textY, {
    width: columns.amount - pad,
    align: 'right',
    lineBreak: false,
  });
  const ruleY = top + height;
  ruleAcross(doc, ruleY);
  doc.x = page.margin;
  doc.y = ruleY;
}
