import type { Doc } from './pdf-style';

/**
 * The bytes of a pdfkit document once it is written: call before drawing (pdfkit streams pages as
 * they are done), then draw, then `doc.end()`.
 */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
