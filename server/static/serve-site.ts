import type { Request, RequestHandler, Response } from 'express';
import { redirects } from '../../shared/paths';
import { fileKeyFor, loadSiteFiles, pickEncoding, type SiteFile } from './site-files';

function send(req: Request, res: Response, file: SiteFile, status: number): void {
  const encoding = pickEncoding(req.get('accept-encoding'), file);
  res.status(status);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader(
    'Cache-Control',
    file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (status === 200) {
    res.setHeader('ETag', file.etag);
    if (req.get('if-none-match') === file.etag) {
      res.status(304).end();
      return;
    }
  }
  const body = file.bodies[encoding] ?? file.bodies.identity;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Serves the prerendered site from memory: pages, hashed assets, redirects and the 404 page. */
export function serveSite(distDir: string): RequestHandler {
  const files = loadSiteFiles(distDir);
  const notFound = files.get('/404.html');
  return (req, res, next) => {
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
    const file = files.get(fileKeyFor(urlPath));
    if (file && urlPath !== '/404.html' && urlPath !== '/index.html') return send(req, res, file, 200);
    if (notFound) return send(req, res, notFound, 404);
    res.status(404).type('text/plain').send('Not found');
  };
}
