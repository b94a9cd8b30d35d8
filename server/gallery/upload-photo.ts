import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { galleryUploadMessages as messages, maxInputPixels, maxUploadBytes } from '../../shared/gallery';
import { createPhoto, toAdminPhoto } from './gallery-photos';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import type { RouteHandler } from '../core/http/serve';
import type { galleryApi } from '../../shared/api/gallery';
import { freeBytes, incomingDir } from './media-files';
import { sniffImage, type SniffedType } from './sniff-image';

export const oneGigabyte = 1024 ** 3;

/** Uploads are refused while the disk holding MEDIA_DIR has less than this free. */
export function requireFreeDisk(mediaDir: string, minFreeBytes: number): RequestHandler {
  return async (_req, res, next) => {
    fs.mkdirSync(incomingDir(mediaDir), { recursive: true });
    if ((await freeBytes(mediaDir)) < minFreeBytes) return sendError(res, 507, messages.lowDisk);
    next();
  };
}

/**
 * Streams the `photo` field to MEDIA_DIR/.incoming under a random name; multer stops reading a
 * file at 25 MB and deletes what it wrote, so nothing larger is ever buffered or kept.
 */
export function receivePhoto(mediaDir: string): RequestHandler {
  const upload = multer({
    storage: multer.diskStorage({
      destination: incomingDir(mediaDir),
      filename: (_req, _file, cb) => cb(null, randomBytes(16).toString('hex')),
    }),
    limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 },
  }).single('photo');
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        return sendError(
          res,
          err.code === 'LIMIT_FILE_SIZE' ? 413 : 400,
          err.code === 'LIMIT_FILE_SIZE' ? messages.tooLarge : messages.missing,
        );
      }
      sendError(res, 400, messages.missing);
    });
  };
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export type UploadProblem = 'heic' | 'notImage' | 'tooManyPixels' | 'unreadable';

/**
 * Why a stored upload cannot become a photo, judged by its first bytes (never its name or type)
 * and its header: a small file that decodes huge is refused before any pixel is decoded. Null when
 * it can. `accepted` are the sniffed types taken; HEIC is named apart, as sharp here cannot read it.
 */
export async function uploadProblem(file: string, accepted: readonly SniffedType[]): Promise<UploadProblem | null> {
  const type = sniffImage(await readHead(file));
  if (type === 'heic') return 'heic';
  if (!accepted.includes(type)) return 'notImage';
  try {
    const { width = 0, height = 0 } = await sharp(file).metadata();
    if (width * height > maxInputPixels) return 'tooManyPixels';
    if (width === 0 || height === 0) return 'unreadable';
  } catch {
    return 'unreadable';
  }
  return null;
}

const galleryTypes: readonly SniffedType[] = ['jpeg', 'png', 'webp'];
const problemAnswers: Record<UploadProblem, [number, string]> = {
  heic: [415, messages.heic],
  notImage: [415, messages.notImage],
  tooManyPixels: [400, messages.tooManyPixels],
  unreadable: [400, messages.unreadable],
};

/** The uploaded name as staff will see it: printable characters only, at most 200. */
const cleanName = (name: string) =>
  [...name]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200) || 'photo';

/** Checks the received file by its bytes, saves it as processing and answers 202 at once. */
export function acceptPhoto(db: Db, onQueued: () => void): RouteHandler<typeof galleryApi.upload> {
  return async (req, res, _input, next) => {
    const file = req.file;
    if (!file) return sendError(res, 400, messages.missing);
    try {
      const problem = await uploadProblem(file.path, galleryTypes);
      if (problem) {
        fs.rmSync(file.path, { force: true });
        return sendError(res, ...problemAnswers[problem]);
      }
      const photo = createPhoto(db, { fileKey: file.filename, originalName: cleanName(file.originalname) });
      res.once('finish', onQueued);
      res.status(202).json({ photo: toAdminPhoto(photo) });
    } catch (err) {
      fs.rmSync(file.path, { force: true });
      next(err);
    }
  };
}
