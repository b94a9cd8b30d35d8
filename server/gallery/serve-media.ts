import express, { Router } from 'express';

/** Only processed variants and masters: `/<32 hex>/<width>.<avif|webp|jpg>` or `/<key>/master.jpg`. */
const mediaPath = /^\/[0-9a-f]{32}\/(?:\d{1,5}\.(?:avif|webp|jpg)|master\.jpg)$/;

/**
 * `/media/…` from MEDIA_DIR. A file never changes under its name (a new upload gets a new key),
 * so it is cached for a year; helmet's nosniff is already on the response. Anything else,
 * including a deleted photo's files, is a plain 404.
 */
export function serveMedia(mediaDir: string): Router {
  const router = Router();
  const files = express.static(mediaDir, {
    immutable: true,
    maxAge: '365d',
    index: false,
    redirect: false,
    dotfiles: 'deny',
    fallthrough: true,
  });
  router.use((req, res, next) => (mediaPath.test(req.path) ? files(req, res, next) : next()));
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
