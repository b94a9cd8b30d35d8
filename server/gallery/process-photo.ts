import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { maxInputPixels, variantWidths } from '../../shared/gallery-schema';

const encoders = {
  avif: (s: Sharp) => s.avif({ quality: 50, effort: 3 }),
  webp: (s: Sharp) => s.webp({ quality: 80 }),
  jpg: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Turns an upload into `outDir/master.jpg` (upright, full size) and its variants. Nothing calls
 * keepMetadata/withMetadata, so sharp writes no EXIF, GPS, XMP or ICC block into any file.
 * Writes into `<outDir>.tmp` and renames, so a crash never leaves a half set under the real name.
 */
export async function processPhoto(input: string, outDir: string): Promise<{ width: number; height: number }> {
  const tmp = `${outDir}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const master = path.join(tmp, 'master.jpg');
  const info = await sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .jpeg({ quality: 90, mozjpeg: true })
    .toFile(master);
  for (const width of variantWidths(info.width)) {
    for (const [ext, encode] of Object.entries(encoders)) {
      await encode(sharp(master).resize({ width, withoutEnlargement: true })).toFile(path.join(tmp, `${width}.${ext}`));
    }
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(tmp, outDir);
  return { width: info.width, height: info.height };
}
