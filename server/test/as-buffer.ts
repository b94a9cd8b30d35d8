import type request from 'supertest';

/** The request with its answer's body read as bytes (supertest parses only text and JSON): PDFs, photos, CSVs. */
export const asBuffer = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
