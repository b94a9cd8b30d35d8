import type PDFDocument from 'pdfkit';
import brand from '../../../tailwind.config';

/** A pdfkit document being written. */
export type Doc = typeof PDFDocument;

const { colors } = brand.theme.extend;

/** US Letter in points, with 0.75 in margins: the page the contract and the receipts lay out on. */
export const page = { width: 612, height: 792, margin: 54 } as const;
export const contentWidth = page.width - 2 * page.margin;
/** Room under the bottom margin for the footer line. */
export const footerY = page.height - page.margin + 18;

/** The site's palette, so the contract and the receipts look like the business that sends them. */
export const tone = {
  ink: colors.ink.DEFAULT,
  soft: colors.ink.soft,
  muted: colors.ink.muted,
  heading: colors.harbor[900],
  accent: colors.brass[500],
  rule: colors.line,
  panel: colors.linen.DEFAULT,
  noticeFill: colors.brass[100],
  drawing: {
    outline: colors.harbor[900],
    fill: colors.harbor[50],
    shelf: colors.harbor[700],
    rod: colors.harbor[600],
    worktop: colors.harbor[900],
    ceiling: colors.harbor[200],
  },
} as const;

/** The standard PDF fonts only: nothing to embed or download. */
export const font = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const size = { title: 16, heading: 11, body: 9.5, small: 8, tiny: 7 } as const;
