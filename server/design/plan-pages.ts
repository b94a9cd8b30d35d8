import compression from 'compression';
import { Router } from 'express';
import type { Db } from '../core/db/types';
import type { PageRenderer } from '../site';
import { currentPriceBook } from './price-book-store';
import { publicPriceBook } from '../../shared/design/price-book';

const planPagePath = '/plan';

/**
 * A plan's address (/plan?space=…&w1=…), rendered on each request with the current price book, so
 * "Show my plan" works without JavaScript and a shared address shows the same plan. /plan alone
 * is left to the prerendered page.
 */
export function planPages(db: Db, renderer: PageRenderer): Router {
  const router = Router();
  router.get(planPagePath, compression(), async (req, res, next) => {
    const search = new URL(req.originalUrl, 'http://localhost').search;
    if (search === '' || search === '?') return next();
    const html = await renderer.render(`${planPagePath}${search}`, {
      priceBook: publicPriceBook(currentPriceBook(db)),
    });
    res.set({ 'Cache-Control': 'no-store' }).type('html').send(html);
  });
  return router;
}
