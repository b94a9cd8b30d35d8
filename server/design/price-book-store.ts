import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defaultPriceBook, type PriceBook } from '../../shared/design/price-book';
import { priceBookSchema } from '../../shared/design/price-book-schema';
import type { PriceBookAnswer } from '../../shared/design/price-book-answer';
import { priceBook } from './schema';
import type { Db } from '../core/db/types';

const row = (db: Db) => db.select().from(priceBook).where(eq(priceBook.id, 1)).get();

/** The saved price book with its date; the defaults when nothing is saved or what is saved no longer checks. */
export function loadPriceBook(db: Db): PriceBookAnswer {
  const saved = row(db);
  if (!saved) return { priceBook: defaultPriceBook, updatedAt: null };
  let parsed: ReturnType<typeof z.safeParse<typeof priceBookSchema>>;
  try {
    parsed = z.safeParse(priceBookSchema, JSON.parse(saved.data));
  } catch {
    return { priceBook: defaultPriceBook, updatedAt: null };
  }
  return parsed.success
    ? { priceBook: parsed.data, updatedAt: saved.updatedAt }
    : { priceBook: defaultPriceBook, updatedAt: null };
}

/** The prices estimates use now (the planner's server render reads this). */
export const currentPriceBook = (db: Db): PriceBook => loadPriceBook(db).priceBook;

/** Saves a checked price book as the one in use. */
export function savePriceBook(db: Db, book: PriceBook, by: number | null, now = new Date()): PriceBookAnswer {
  const values = { data: JSON.stringify(book), updatedAt: now.toISOString(), updatedBy: by };
  db.insert(priceBook)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: priceBook.id, set: values })
    .run();
  return { priceBook: book, updatedAt: values.updatedAt };
}
