import type { LineItem } from '../../../shared/design/pricing';
import { formatDollars } from '../../../shared/money';
import type { ContractDocument } from '../contract-document';
import { ensureRoom, heading, paragraph } from './pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from './pdf-style';
import { pdfSafe } from './pdf-text';

/** "$6,480" from whole dollars. */
export const dollars = (amount: number) => formatDollars(amount * 100);

const quantityText = ({ quantity, unit }: LineItem) =>
  unit === 'linear ft' ? `${quantity} linear ft` : unit === 'each' ? String(quantity) : '';

const columns = { item: contentWidth - 210, quantity: 100, amount: 110 };
const rowHeight = 17;

/** The option's line items, its total and what is due when, then the options not chosen. */
export function drawPrice(doc: Doc, contract: ContractDocument) {
  const { accepted, otherOptions } = contract;
  heading(doc, 'Price', rowHeight * 3);
  row(doc, ['Item', 'Quantity', 'Amount'], { header: true });
  for (const item of accepted.lineItems) row(doc, [item.label, quantityText(item), dollars(item.amount)]);
  const deposit = Math.round(accepted.total * accepted.depositShare);
  row(doc, [`Total, the ${accepted.name} option`, '', dollars(accepted.total)], { total: true });
  row(doc, [`Deposit due on signing (${Math.round(accepted.depositShare * 100)}%)`, '', dollars(deposit)]);
  row(doc, ['Balance due on completion', '', dollars(accepted.total - deposit)]);
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
  ensureRoom(doc, rowHeight);
  const top = doc.y;
  const x = page.margin;
  if (kind.header) doc.rect(x, top, contentWidth, rowHeight).fill(tone.panel);
  const bold = kind.header || kind.total;
  doc
    .font(bold ? font.bold : font.regular)
    .fontSize(kind.header ? size.small : kind.total ? size.body + 1 : size.body)
    .fillColor(kind.header ? tone.muted : tone.ink);
  const textY = top + (rowHeight - doc.currentLineHeight()) / 2 + 0.5;
  const pad = 6;
  const cell = (text: string, at: number, width: number, align: 'left' | 'right') =>
    doc.text(pdfSafe(text), at, textY, { width, align, lineBreak: false, ellipsis: true, height: rowHeight });
  cell(item, x + pad, columns.item - pad, 'left');
  cell(quantity, x + columns.item, columns.quantity, 'right');
  cell(amount, x + columns.item + columns.quantity, columns.amount - pad, 'right');
  if (kind.total)
    doc
      .moveTo(x, top)
      .lineTo(x + contentWidth, top)
      .lineWidth(1)
      .stroke(tone.heading);
  const ruleY = top + rowHeight;
  doc
    .moveTo(x, ruleY)
    .lineTo(x + contentWidth, ruleY)
    .lineWidth(0.5)
    .stroke(tone.rule);
  doc.x = page.margin;
  doc.y = ruleY;
}
