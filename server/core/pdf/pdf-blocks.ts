import { contentWidth, font, footerY, page, size, tone, type Doc } from './pdf-style';
import { pdfSafe, pdfSafeLines } from './pdf-text';

/** The lowest y a block may reach before the footer. */
const bottom = page.height - page.margin;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom) doc.addPage();
  doc.x = page.margin;
}

/** A section heading with a rule under it, kept with at least `keepWith` points of what follows. */
export function heading(doc: Doc, text: string, keepWith = 60) {
  ensureRoom(doc, 26 + keepWith);
  doc.y += 10;
  doc.font(font.bold).fontSize(size.heading).fillColor(tone.heading);
  doc.text(pdfSafe(text), page.margin, doc.y, { width: contentWidth });
  const ruleY = doc.y + 2;
  ruleAcross(doc, ruleY, { lineWidth: 0.75, color: tone.accent });
  doc.y = ruleY + 7;
}

/** A line across the content's width at `y`: by default the thin grey rule between rows. */
export function ruleAcross(
  doc: Doc,
  y: number,
  { lineWidth = 0.5, color = tone.rule }: { lineWidth?: number; color?: string } = {},
) {
  doc
    .moveTo(page.margin, y)
    .lineTo(page.margin + contentWidth, y)
    .lineWidth(lineWidth)
    .stroke(color);
}

/** A label with its amount right-aligned in the last `amountWidth` points, over a rule (a receipt's, a change order's amounts). */
export function amountRow(doc: Doc, label: string, amount: string, { strong = false, amountWidth = 120 } = {}) {
  const y = doc.y;
  doc
    .font(strong ? font.bold : font.regular)
    .fontSize(size.body + (strong ? 1 : 0))
    .fillColor(tone.ink);
  doc.text(pdfSafe(label), page.margin, y, { width: contentWidth - amountWidth });
  doc.text(amount, page.margin + contentWidth - amountWidth, y, { width: amountWidth, align: 'right' });
  const ruleY = doc.y + 3;
  ruleAcross(doc, ruleY);
  doc.y = ruleY + 6;
}

/**
 * The footer line under the bottom margin, over a rule: who and which document on the left, and
 * `right` (the contract's page numbers) in the last `width` points.
 */
export function footerLine(doc: Doc, left: string, right?: { text: string; width: number }) {
  // Text below the bottom margin would start a new page: the footer writes with no margin.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  ruleAcross(doc, footerY - 6);
  doc.font(font.regular).fontSize(size.tiny).fillColor(tone.muted);
  doc.text(pdfSafe(left), page.margin, footerY, { width: contentWidth - (right?.width ?? 0), lineBreak: false });
  if (right) {
    doc.text(right.text, page.margin + contentWidth - right.width, footerY, {
      width: right.width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.page.margins = margins;
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  width?: number;
  x?: number;
  align?: 'left' | 'right' | 'center' | 'justify';
  /** The text's own line breaks are kept (a note); without it the text is one line, wrapped to the width. */
  lines?: boolean;
}

const safe = (text: string, style: TextStyle) => (style.lines ? pdfSafeLines(text) : pdfSafe(text));

/** Text from the document, made safe for the standard fonts and flowed across pages. */
export function paragraph(doc: Doc, text: string, style: TextStyle = {}, gapAfter = 5) {
  doc
    .font(style.font ?? font.regular)
    .fontSize(style.size ?? size.body)
    .fillColor(style.color ?? tone.ink);
  doc.text(safe(text, style), style.x ?? page.margin, doc.y, {
    width: style.width ?? contentWidth,
    align: style.align ?? 'left',
    lineGap: 1.5,
  });
  doc.y += gapAfter;
}

/** The height `text` takes in `style`, to keep a block together. */
export function heightOf(doc: Doc, text: string, style: TextStyle = {}): number {
  doc.font(style.font ?? font.regular).fontSize(style.size ?? size.body);
  return doc.heightOfString(safe(text, style), { width: style.width ?? contentWidth, lineGap: 1.5 });
}

/** A small grey label over its value, in a column at x: "Starting date" / "December 14, 2026". */
export function labelled(doc: Doc, label: string, value: string, x: number, y: number, width: number): number {
  doc.font(font.regular).fontSize(size.small).fillColor(tone.muted);
  doc.text(pdfSafe(label.toUpperCase()), x, y, { width, characterSpacing: 0.4 });
  doc
    .font(font.bold)
    .fontSize(size.body + 0.5)
    .fillColor(tone.ink);
  doc.text(pdfSafe(value), x, doc.y + 1, { width });
  return doc.y;
}
