import compression from 'compression';
import { Router } from 'express';
import { staffAreaPath } from '../../shared/paths';
import { isRecordPage, staffPageAt } from '../../shared/staff-pages';
import type { PageRenderer } from './render-page';
import { decodes } from './serve-site';

/**
 * The staff area's addresses that are not prerendered, rendered on request like /admin (the
 * sign-in check, then the page in the browser), noindex: a record's page (/admin/leads/<id>/proposal),
 * and any address that is no staff page, answered 404 with the site's 404 page as the staff area's
 * router shows it at that address. The prerendered staff pages, addresses with a trailing slash
 * (redirected) and broken percent-encodings are the prerendered site's to answer.
 */
export function staffAreaPages(renderer: PageRenderer): Router {
  const router = Router();
  // A pattern without parameters: Express would answer a broken percent-encoding in one with a plain 400.
  router.get(new RegExp(`^${staffAreaPath}/`), compression(), async (req, res, next) => {
    if (req.path.endsWith('/') || !decodes(req.path)) return next();
    const found = staffPageAt(req.path);
    if (found && !isRecordPage(found.page)) return next();
    const html = await renderer.render(req.path, {});
    res
      .status(found ? 200 : 404)
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
      .type('html')
      .send(html);
  });
  return router;
}
