import sharp from 'sharp';

const red = { r: 220, g: 30, b: 30 };
const blue = { r: 30, g: 40, b: 220 };

/**
 * A phone photo stored sideways as cameras do: EXIF orientation 6 (display rotated 90° clockwise)
 * and a GPS position. Small (1760 × 1600, upright 1600 px wide, so every served width exists): the
 * 12 MP photo belongs to `npm run bench` (scripts/bench-photo.ts).
 */
export async function sidewaysPhoto({ width = 1760, height = 1600 } = {}): Promise<Buffer> {
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

/** An 800 × 600 PNG without metadata. */
export const smallPng = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: blue } })
    .png()
    .toBuffer();
