import zlib from 'node:zlib';
import sharp from 'sharp';

const red = { r: 220, g: 30, b: 30 };
const blue = { r: 30, g: 40, b: 220 };

/**
 * A JPEG stored sideways as cameras do: its top half red, bottom half blue, EXIF orientation 6
 * (display rotated 90° clockwise, so upright the red half is on the right) and a GPS position.
 */
export async function sidewaysJpeg({ width = 4000, height = 3000 } = {}): Promise<Buffer> {
  const half = await sharp({ create: { width, height: height / 2, channels: 3, background: red } })
    .png()
    .toBuffer();
  return (
    sharp({ create: { width, height, channels: 3, background: blue } })
      .composite([{ input: half, top: 0, left: 0 }])
      .jpeg({ quality: 85 })
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 7/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 21/1 0/1' },
      })
      // libvips writes the orientation tag from its own field, not from withExif's IFD0.
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

export const smallPng = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: blue } })
    .png()
    .toBuffer();

export const smallWebp = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: red } })
    .webp()
    .toBuffer();

/** Whether an EXIF block points to a GPS IFD (tag 0x8825, either byte order). */
export const hasGpsIfd = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose header claims `width` × `height` pixels: a decompression bomb. */
export function hugePngHeader(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone HEIC file: an ISO-BMFF `ftyp` box with the `heic` brand. */
export const heicBytes = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200)]);

export const svgBytes = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
