import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { spacePhotosApi } from '../../shared/api/space-photos';
import { maxSpacePhotoNote, maxSpacePhotos, spacePhotoMessages, type SpacePhotoError } from '../../shared/booking';
import { maxUploadBytes } from '../../shared/gallery';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve, type RouteHandler } from '../core/http/serve';
import { perIpRateLimit } from '../core/http/rate-limit';
import { freeBytes, incomingDir, oneGigabyte, privateMediaDir, uploadProblem, type UploadProblem } from '../gallery';
import { bookingPath, leadOfBookingLink } from '../leads';
import { createSpacePhotoQueue } from './space-photo-queue';
import { addSpacePhoto, countSpacePhotos, findSpacePhoto, toSpacePhotoView } from './space-photo-store';

/**
 * Each refusal of POST /api/bookings/:token/photos: its status, its text (the JSON `error`) and its
 * code, which a plain form post carries back to the booking page as `?photoError=<code>`.
 */
const statuses: Record<SpacePhotoError, number> = {
  link: 404,
  'too-large': 413,
  'too-many-pixels': 400,
  'not-image': 415,
  heic: 415,
  unreadable: 400,
  full: 409,
  note: 400,
  missing: 400,
  busy: 429,
  disk: 507,
};
/** Each refusal's status and message (shared/booking.ts). */
export const spacePhotoErrors = Object.fromEntries(
  Object.entries(spacePhotoMessages).map(([code, message]) => [code, [statuses[code as SpacePhotoError], message]]),
) as unknown as Record<SpacePhotoError, readonly [number, string]>;

/** Sharp here reads these; HEIC (iPhone's default) it cannot, and is named apart. */
const acceptedTypes = ['jpeg', 'png', 'webp', 'gif'] as const;
const problemCodes: Record<UploadProblem, SpacePhotoError> = {
  heic: 'heic',
  notImage: 'not-image',
  tooManyPixels: 'too-many-pixels',
  unreadable: 'unreadable',
};

const hourMs = 60 * 60_000;

interface SpacePhotoRateLimits {
  /** Uploads per booking link within the window; 0 turns the limit off. */
  perLink: number;
  /** Uploads per client IP within the window; 0 turns the limit off. */
  perIp: number;
  windowMs: number;
}
const defaultSpacePhotoRateLimits: SpacePhotoRateLimits = { perLink: 30, perIp: 60, windowMs: hourMs };

interface SpacePhotoOptions {
  /** MEDIA_DIR: the photos live in its private folder, `.private/`, which /media never serves. */
  mediaDir: string;
  /** Uploads are refused below this much free disk; 1 GB unless a test says otherwise. */
  minFreeBytes?: number;
  rateLimits?: Partial<SpacePhotoRateLimits>;
  /** How long an upload waits for its photo to be processed before answering it as `processing`. */
  processWaitMs?: number;
  logError?: (err: unknown) => void;
}

const tokenOf = (req: Request) => String(req.params.token ?? '');

/**
 * The booking page posted as a plain form (no JavaScript): a browser navigating asks for HTML.
 * The page's script asks for JSON.
 */
const isPagePost = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** Back to the booking page, saying how the photo went. */
function backToPage(res: Response, token: string, query: Record<string, string>) {
  res.redirect(303, `${bookingPath(encodeURIComponent(token))}?${new URLSearchParams(query).toString()}`);
}

function refuse(req: Request, res: Response, code: SpacePhotoError) {
  if (isPagePost(req)) return backToPage(res, tokenOf(req), { photoError: code });
  const [status, message] = spacePhotoErrors[code];
  sendError(res, status, message);
}

/** The note as stored: printable characters, trimmed, null when empty; undefined when too long. */
function cleanNote(value: unknown): string | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  const note = [...value]
    .map((c) => (c < ' ' || c === '\u007f' ? ' ' : c))
    .join('')
    .trim();
  if ([...note].length > maxSpacePhotoNote) return undefined;
  return note === '' ? null : note;
}

/**
 * POST /api/bookings/:token/photos, a homeowner's photo of their space from the booking page:
 * multipart with the file `photo` and an optional `note`, so it is routed ahead of the API's JSON
 * body policy (server/app.ts). Checked in order of cost: per-IP limit, the link, per-link limit, the ten-photo
 * limit, free disk, then the body (25 MB), the note, the bytes (an image sharp can read, at most
 * 50 megapixels). The photo is then processed (upright, metadata stripped, two JPEG sizes) before
 * the answer, 201 `{ photo }`, or for a plain form post a 303 back to the page with
 * `?notice=photo` or `?photoError=<code>`.
 */
export function spacePhotoUpload(
  db: Db,
  { mediaDir, minFreeBytes = oneGigabyte, rateLimits, processWaitMs = 30_000, logError }: SpacePhotoOptions,
): Router {
  const limits = { ...defaultSpacePhotoRateLimits, ...rateLimits };
  const root = privateMediaDir(mediaDir);
  const queue = createSpacePhotoQueue({ db, mediaDir, logError });
  const leadIdOf = (res: Response) => res.locals.spacePhotoLeadId as number;

  const findLead: RequestHandler = (req, res, next) => {
    const leadId = leadOfBookingLink(db, tokenOf(req));
    if (leadId === undefined) return refuse(req, res, 'link');
    res.locals.spacePhotoLeadId = leadId;
    next();
  };

  const roomLeft: RequestHandler = (req, res, next) => {
    if (countSpacePhotos(db, leadIdOf(res)) >= maxSpacePhotos) return refuse(req, res, 'full');
    next();
  };

  const diskSpace: RequestHandler = async (req, res, next) => {
    fs.mkdirSync(incomingDir(root), { recursive: true });
    if ((await freeBytes(root)) < minFreeBytes) return refuse(req, res, 'disk');
    next();
  };

  // Multer stops reading the file at 25 MB and deletes what it wrote; the name is never used.
  const upload = multer({
    storage: multer.diskStorage({
      destination: incomingDir(root),
      filename: (_req, _file, cb) => cb(null, randomBytes(16).toString('hex')),
    }),
    limits: { fileSize: maxUploadBytes, files: 1, fields: 1, parts: 2, fieldSize: 4096 },
  }).single('photo');
  const receive: RequestHandler = (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      const code = err instanceof multer.MulterError ? err.code : undefined;
      refuse(req, res, code === 'LIMIT_FILE_SIZE' ? 'too-large' : code === 'LIMIT_FIELD_VALUE' ? 'note' : 'missing');
    });
  };

  const accept: RouteHandler<typeof spacePhotosApi.add> = async (req, res, _input, next) => {
    const file = req.file;
    if (!file) return refuse(req, res, 'missing');
    const discard = () => fs.rmSync(file.path, { force: true });
    try {
      const note = cleanNote((req.body as Record<string, unknown> | undefined)?.note);
      if (note === undefined) {
        discard();
        return refuse(req, res, 'note');
      }
      const problem = await uploadProblem(file.path, acceptedTypes);
      if (problem) {
        discard();
        return refuse(req, res, problemCodes[problem]);
      }
      const added = addSpacePhoto(db, { leadId: leadIdOf(res), fileKey: file.filename, note });
      if (!added) {
        discard();
        return refuse(req, res, 'full');
      }
      await queue.processed(added.id, processWaitMs);
      const photo = findSpacePhoto(db, added.id);
      // Its lead was deleted meanwhile.
      if (!photo) return refuse(req, res, 'link');
      if (isPagePost(req)) {
        return backToPage(
          res,
          tokenOf(req),
          photo.status === 'failed' ? { photoError: 'unreadable' } : { notice: 'photo' },
        );
      }
      res.status(201).json({ photo: toSpacePhotoView(photo) });
    } catch (err) {
      discard();
      next(err);
    }
  };

  const busy = (req: Request, res: Response) => refuse(req, res, 'busy');
  const linkKey = (req: Request) => `link:${createHash('sha256').update(tokenOf(req)).digest('hex')}`;
  const router = Router();
  serve(
    router,
    spacePhotosApi.add,
    perIpRateLimit({ limit: limits.perIp, windowMs: limits.windowMs, onLimit: busy }),
    findLead,
    perIpRateLimit({ limit: limits.perLink, windowMs: limits.windowMs, key: linkKey, onLimit: busy }),
    roomLeft,
    diskSpace,
    receive,
    accept,
  );
  return router;
}
