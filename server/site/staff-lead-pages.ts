import compression from 'compression';
import { Router } from 'express';
import { recordStaffPages } from '../../shared/staff-pages';
import type { PageRenderer } from './render-page';

const isRecordId = (value: unknown) => /^[1-9]\d{0,15}$/.test(String(value));

/**
 * Staff pages with a record in their address (/admin/leads/<id>/proposal): never prerendered, so
 * rendered on request like /admin (the sign-in check, then the page in the browser); noindex. An
 * address that is not a record's is left to the 404 page.
 */
export function staffLeadPages(renderer: PageRenderer): Router {
  const router = Router();
  for (const { path } of recordStaffPages) {
    router.get(path, compression(), async (req, res, next) => {
      if (!Object.values(req.params).every(isRecordId)) return next();
      const html = await renderer.render(req.path, {});
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(html);
    });
  }
  return router;
}
