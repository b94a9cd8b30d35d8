import type { PriceBook } from './price-book';

/** GET and PUT /api/price-book: the price book in use, and when staff last saved it (UTC ISO; null: never, the defaults). */
export interface PriceBookAnswer {
  priceBook: PriceBook;
  updatedAt: string | null;
}
