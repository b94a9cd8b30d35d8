import type { Request, RequestHandler, Response } from 'express';
import { redirects } from '../../shared/paths';
import { galleryRoomSlugs } from '../../shared/gallery';
import { fileKeyFor, loadSiteFile, loadSiteFiles, pickEncoding, type SiteFile } from './site-files';

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/**
 * Answers with a file of the build, its precompressed twin when the browser takes one. The
 * security headers are already on the response (set by the app's first middlewares); the file's
 * own go to `writeHead` as one flat list, which Node merges with them.
 */
function sendFile(req: Request, res: Response, file: SiteFile, status: number) {
  const cache = ['Vary', 'Accept-Encoding', 'Cache-Control', file.immutable ? immutable : revalidate];
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, [...cache, 'ETag', file.etag]);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding'], file);
  const body = file.bodies[encoding] ?? file.bodies.identity;
  const list = [...cache, 'Content-Type', file.contentType, 'Content-Length', String(body.length)];
  if (encoding !== 'identity') list.push('Content-Encoding', encoding);
  if (status === 200) list.push('ETag', file.etag);
  res.writeHead(status, list);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface PrerenderedSite {
  /** Serves GET and HEAD requests for a page or asset of the build from memory; passes the rest on. */
  serveFile: RequestHandler;
  /** Express middleware for the rest: redirects, trailing slashes and the 404 page. */
  fallback: RequestHandler;
  /** Reads a re-rendered page (its file key, e.g. "/gallery/index.html") back into memory. */
  reload: (key: string) => void;
}

/** `/gallery?room=pantry-storage` is its own server-rendered page (see static/live-pages.ts). */
export const galleryRoomKey = (room: string) => `/gallery/rooms/${room}.html`;

function roomPageKey(req: Request): string | undefined {
  const room = req.query.room;
  if (req.path !== '/gallery' || typeof room !== 'string') return undefined;
  return galleryRoomSlugs.find((slug) => slug === room) && galleryRoomKey(room);
}

export function prerenderedSite(distDir: string): PrerenderedSite {
  const files = loadSiteFiles(distDir);
  const notFound = files.get('/404.html');
  const pageFor = (urlPath: string) =>
    urlPath === '/404.html' || urlPath === '/index.html' ? undefined : files.get(fileKeyFor(urlPath));

  return {
    serveFile(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const urlPath = req.path;
      // Redirects and trailing slashes are the fallback's to answer.
      if (Object.hasOwn(redirects, urlPath) || (urlPath.length > 1 && urlPath.endsWith('/'))) return next();
      const roomKey = roomPageKey(req);
      const file = (roomKey && files.get(roomKey)) || pageFor(urlPath);
      if (!file) return next();
      sendFile(req, res, file, 200);
    },
    fallback(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const urlPath = req.path;
      const target = redirects[urlPath.replace(/\/+$/, '') || '/'];
      if (target) {
        const query = req.originalUrl.slice(req.path.length);
        res.redirect(301, target + query);
        return;
      }
      if (urlPath.length > 1 && urlPath.endsWith('/') && files.has(fileKeyFor(urlPath))) {
        res.redirect(301, urlPath.replace(/\/+$/, ''));
        return;
      }
      if (notFound) return sendFile(req, res, notFound, 404);
      res.status(404).type('text/plain').send('Not found');
    },
    reload(key) {
      files.set(key, loadSiteFile(distDir, key));
    },
  };
}
