import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { galleryRoomSlugs } from '../../shared/gallery';
import { redirects } from '../../shared/paths';

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/** Hashed build assets never change under their name; pages and everything else are revalidated. */
function setCacheHeaders(res: ServerResponse, file: string) {
  res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? immutable : revalidate);
}

/** The prerendered page of a path: `/contact` is `contact/index.html`. Files are served by their own name. */
const pageFile = (urlPath: string) => (urlPath === '/' ? '/index.html' : `${urlPath}/index.html`);

/** Pages are reached by their path only: `/index.html`, `/contact/index.html` and `/404.html` are not pages. */
const isPageFileName = (urlPath: string) => /(^|\/)(index|404)\.html$/.test(urlPath);

/** A path with broken percent-encoding names no file: the 404 page answers it, not a plain-text 400. */
export function decodes(urlPath: string): boolean {
  try {
    decodeURIComponent(urlPath);
    return true;
  } catch {
    return false;
  }
}

interface PrerenderedSite {
  /** Serves GET and HEAD requests for a page or asset of the build with its precompressed twin; passes the rest on. */
  serveFile: RequestHandler;
  /** Express middleware for the rest: redirects, trailing slashes and the 404 page. */
  fallback: RequestHandler;
}

/**
 * The build on disk through express-static-gzip: the brotli or gzip twin a browser takes, ETags and
 * 304s from `send`. It lists the twins once at start; the build writes them for every page and live
 * pages only replace files that exist (atomically), so that list stays true.
 */
export function prerenderedSite(distDir: string): PrerenderedSite {
  const serveStatic = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, redirect: false, dotfiles: 'ignore', setHeaders: setCacheHeaders },
  });

  return {
    serveFile(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const urlPath = req.path;
      // The room filter's old query URLs have their own pages now.
      const room = urlPath === '/gallery' ? galleryRoomSlugs.find((slug) => slug === req.query.room) : undefined;
      if (room) return res.redirect(301, `/gallery/${room}`);
      // Redirects, trailing slashes and page file names are the fallback's to answer.
      if (
        Object.hasOwn(redirects, urlPath) ||
        (urlPath.length > 1 && urlPath.endsWith('/')) ||
        isPageFileName(urlPath) ||
        !decodes(urlPath)
      )
        return next();
      if (path.posix.extname(urlPath) === '') req.url = pageFile(urlPath);
      serveStatic(req, res, () => {
        req.url = req.originalUrl;
        next();
      });
    },
    fallback(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const urlPath = req.path;
      const target = redirects[urlPath.replace(/\/+$/, '') || '/'];
      if (target) return res.redirect(301, target + req.originalUrl.slice(req.path.length));
      if (urlPath.length > 1 && urlPath.endsWith('/')) return res.redirect(301, urlPath.replace(/\/+$/, ''));
      res.status(404).sendFile(path.join(distDir, '404.html'), { etag: false, lastModified: false }, (err) => {
        if (err && !res.headersSent) res.type('text/plain').send('Not found');
      });
    },
  };
}
