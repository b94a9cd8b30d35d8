import fc from 'fast-check';
import type { FuzzRequest } from './harness';

const magic = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...Buffer.from('RIFF\0\0\0\0WEBP')],
  [0, 0, 0, 0x18, ...Buffer.from('ftypheic')],
  [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')],
  [],
];

/** File contents: a real image's first bytes followed by noise, or noise alone. */
const fileBytes = fc
  .tuple(fc.constantFrom(...magic), fc.uint8Array({ maxLength: 2048 }))
  .map(([head, tail]) => Buffer.concat([Buffer.from(head), Buffer.from(tail)]));

const headerValue = fc.oneof(
  fc.constantFrom('image/jpeg', 'image/png', 'image/heic', 'image/svg+xml', 'text/html', ''),
  fc.string({ maxLength: 40 }),
);

const part = fc.record({
  name: fc.oneof(fc.constantFrom('photo', 'photos', 'file', ''), fc.string({ maxLength: 20 })),
  filename: fc.option(fc.oneof(fc.constantFrom('a.jpg', '../../x.png', 'IMG.HEIC', ''), fc.string({ maxLength: 60 }))),
  type: headerValue,
  body: fileBytes,
});

/**
 * Multipart bodies near what a browser sends (one `photo` file) and far from it: other field
 * names, several parts, text fields, lying types, cut-off endings and bodies without a boundary.
 */
export const uploadRequestsTo = (path: string): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      boundary: fc.oneof(fc.constant('----fuzzboundary42'), fc.string({ minLength: 1, maxLength: 70 })),
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      cut: fc.option(fc.nat({ max: 4000 })),
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant('multipart/form-data; boundary=') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'multipart/form-data',
            'application/json',
            'image/jpeg',
            'multipart/mixed; boundary=',
          ),
        },
      ),
    })
    .map(({ boundary, parts, cut, contentType }): FuzzRequest => {
      const chunks = parts.flatMap((p) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
            (p.filename === null ? '' : `; filename="${p.filename}"`) +
            `\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
        p.body,
        Buffer.from('\r\n'),
      ]);
      const whole = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
      return {
        method: 'POST',
        path,
        contentType: contentType.endsWith('=') ? contentType + boundary : contentType,
        body: cut === null ? whole : whole.subarray(0, cut),
      };
    });

export const uploadRequests = uploadRequestsTo('/api/gallery');
