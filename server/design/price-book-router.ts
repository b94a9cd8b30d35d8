import { Router } from 'express';
import { priceBookSchema } from '../../shared/design/price-book-schema';
import { records } from '../core/activity/activity-log';
import { requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { validated } from '../core/http/validated';
import { loadPriceBook, savePriceBook } from './price-book-store';

/**
 * /api/price-book: anyone reads it (the planner estimates with it), owner and office save it.
 * The read is revalidated each time (ETag), so a saved change shows at once.
 */
export function priceBookRouter(db: Db): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(loadPriceBook(db));
  });

  router.put(
    '/',
    requirePermission('price-book:manage'),
    records(db, 'price-book-changed', { type: 'price-book' }),
    validated({ body: priceBookSchema }, (req, res, { body }) => {
      res.json(savePriceBook(db, body, req.staff?.id ?? null));
    }),
  );

  return router;
}
