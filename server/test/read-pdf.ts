import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPage {
  /** The page's text, its lines joined by single spaces. */
  text: string;
  /** The page's lines as a viewer breaks them (pdfjs's end-of-line marks), each trimmed, none empty. */
  lines: string[];
  /** How many times each drawing operator (pdfjs's OPS names) occurs on the page. */
  ops: Map<string, number>;
}

const opNames = new Map(Object.entries(OPS).map(([name, code]) => [code, name]));

/**
 * A PDF read back as a viewer reads it (pdfjs-dist, the engine of Firefox's viewer): each page's
 * text and drawing operators, for tests that assert what a generated PDF shows.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: ReadPage[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      const lines = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      const ops = new Map<string, number>();
      for (const code of (await page.getOperatorList()).fnArray) {
        const name = opNames.get(code) ?? String(code);
        ops.set(name, (ops.get(name) ?? 0) + 1);
      }
      pages.push({ text, lines, ops });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
