export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'other';

/** HEIF brands of photos from iPhones and other HEVC cameras (ISO/IEC 23008-12). */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** What the first bytes of a file say it is; the name and Content-Type of an upload are not trusted. */
export function sniffImage(head: Buffer): SniffedType {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (/^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'gif';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.toString('latin1', 4, 8) === 'ftyp' && heifBrands.has(head.toString('latin1', 8, 12))) return 'heic';
  return 'other';
}
