import compression from 'compression';
import { Router } from 'express';
import { leadProposalPagePattern } from '../../shared/paths';
import type { PageRenderer } from './render-page';

/**
 * Staff pages with a lead in their address (/admin/leads/<id>/proposal): never prerendered, so
 * rendered on request like /admin (the sign-in check, then the page in the browser); noindex.
 */
export function staffLeadPages(renderer: PageRenderer): Router {
  const router = Router();
  router.get(leadProposalPagePattern, compression(), async (req, res, next) => {
    if (!/^[1-9]\d{0,15}$/.test(String(req.params.id))) return next();
    const html = await renderer.render(req.path, {});
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(html);
  });
  return router;
}
