import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { maxInputPixels, variantWidths } from '../../shared/gallery';

// Each photo is read once; libvips' operation cache would only hold its pixels longer.
sharp.cache(false);

const encoders = {
  avif: (s: Sharp) => s.avif({ quality: 50, effort: 3 }),
  webp: (s: Sharp) => s.webp({ quality: 80 }),
  jpg: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }),
};

/** A photo decoded to raw pixels, and the layout sharp needs to read them again (`sharp(data, { raw })`). */
export type Pixels = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Decodes an upload once into raw pixels, upright (the EXIF orientation applied) and without
 * alpha, and has `write` encode them into `<outDir>.tmp`, which then replaces `outDir`: a crash
 * never leaves a half set under the real name. Raw pixels carry no metadata, and nothing here calls
 * keepMetadata/withMetadata, so no file written holds the upload's EXIF, GPS, XMP or ICC block.
 * Uploads over 50 megapixels are refused before decoding.
 */
export async function processUpright(
  input: string,
  outDir: string,
  write: (pixels: Pixels, dir: string) => Promise<void>,
): Promise<{ width: number; height: number }> {
  const tmp = `${outDir}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await write({ data, raw: { width: info.width, height: info.height, channels: info.channels } }, tmp);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(tmp, outDir);
  return { width: info.width, height: info.height };
}

/**
 * Turns an upload into `outDir/master.jpg` (upright, full size) and its variants. The upload is
 * decoded once (36 MB of raw pixels for 12 MP); each width is resized from those once and encoded
 * three ways.
 */
export function processPhoto(input: string, outDir: string): Promise<{ width: number; height: number }> {
  return processUpright(input, outDir, async ({ data, raw }, dir) => {
    // The master is kept for later re-encoding, never shown: plain libjpeg is several times faster than mozjpeg.
    await sharp(data, { raw }).jpeg({ quality: 90 }).toFile(path.join(dir, 'master.jpg'));
    for (const width of variantWidths(raw.width)) {
      const resized = await sharp(data, { raw }).resize({ width }).raw().toBuffer({ resolveWithObject: true });
      const small = {
        raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
      };
      for (const [ext, encode] of Object.entries(encoders)) {
        await encode(sharp(resized.data, small)).toFile(path.join(dir, `${width}.${ext}`));
      }
    }
  });
}
