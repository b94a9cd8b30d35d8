import { contentWidth, font, page, size, tone, type Doc } from './pdf-style';
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
  doc
    .moveTo(page.margin, ruleY)
    .lineTo(page.margin + contentWidth, ruleY)
    .lineWidth(0.75)
    .stroke(tone.accent);
  doc.y = ruleY + 7;
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
