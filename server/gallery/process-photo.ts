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

/**
 * Turns an upload into `outDir/master.jpg` (upright, full size) and its variants. Nothing calls
 * keepMetadata/withMetadata, so sharp writes no EXIF, GPS, XMP or ICC block into any file.
 * The upload is decoded once into raw pixels (36 MB for 12 MP); each width is resized from those
 * once and encoded three ways. Files are written into `<outDir>.tmp` and renamed, so a crash never
 * leaves a half set under the real name.
 */
export async function processPhoto(input: string, outDir: string): Promise<{ width: number; height: number }> {
  const tmp = `${outDir}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // The master is kept for later re-encoding, never shown: plain libjpeg is several times faster than mozjpeg.
  await sharp(data, raw).jpeg({ quality: 90 }).toFile(path.join(tmp, 'master.jpg'));
  for (const width of variantWidths(info.width)) {
    const resized = await sharp(data, raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const small = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } };
    for (const [ext, encode] of Object.entries(encoders)) {
      await encode(sharp(resized.data, small)).toFile(path.join(tmp, `${width}.${ext}`));
    }
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(tmp, outDir);
  return { width: info.width, height: info.height };
}
