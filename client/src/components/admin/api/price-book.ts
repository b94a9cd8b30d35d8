import { priceBookPath } from '../../../../../shared/api-paths';
import type { PriceBook } from '../../../../../shared/design/price-book';
import type { PriceBookAnswer } from '../../../../../shared/design/price-book-answer';
import { getJson, sendJson } from '../../../lib/api-request';

export const priceBookKey = [priceBookPath] as const;

/** GET /api/price-book: the prices the planner estimates with, and when they were last saved. */
export const priceBookQuery = { queryKey: priceBookKey, queryFn: () => getJson<PriceBookAnswer>(priceBookPath) };

/** PUT /api/price-book (owner and office). */
export const savePriceBook = (book: PriceBook) => sendJson<PriceBookAnswer>('PUT', priceBookPath, book);
