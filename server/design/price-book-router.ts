import { Router } from 'express';
import { publicPriceBook } from '../../shared/design/price-book';
import { priceBookApi } from '../../shared/api/price-book';
import { records } from '../core/activity/activity-log';
import { staffCan } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';
import { loadPriceBook, savePriceBook } from './price-book-store';

/**
 * /api/price-book: anyone reads it (the planner estimates with it), owner and office save it.
 * The read is revalidated each time (ETag), so a saved change shows at once.
 */
export function priceBookRouter(db: Db): Router {
  const router = Router();

  serve(router, priceBookApi.read, (req, res) => {
    res.set('Cache-Control', 'no-cache');
    const answer = loadPriceBook(db);
    // The discount cap is the owner's instruction to designers, not a price: only its editors read it.
    res.json(staffCan(req, 'price-book:manage') ? answer : { ...answer, priceBook: publicPriceBook(answer.priceBook) });
  });

  serve(router, priceBookApi.save, records(db, 'price-book-changed', { type: 'price-book' }), (req, res, { body }) => {
    res.json(savePriceBook(db, body, req.staff?.id ?? null));
  });

  return router;
}
