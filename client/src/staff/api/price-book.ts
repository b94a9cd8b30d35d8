import { priceBookApi } from '../../../../shared/api/price-book';
import type { PriceBook } from '../../../../shared/design/price-book';
import { apiQuery, callApi } from '../../lib/call-api';

const read = apiQuery(priceBookApi.read);

export const priceBookKey = read.queryKey;

/**
 * GET /api/price-book as its editors read it: the discount cap is part of the book they save, so an
 * answer without it (someone who may not change it) is an error, never a book saved with a default.
 */
export const priceBookQuery = {
  ...read,
  select: ({ priceBook, updatedAt }: Awaited<ReturnType<typeof read.queryFn>>) => {
    const { maxDiscountPercent } = priceBook;
    if (maxDiscountPercent === undefined) throw new Error('The price book came without its discount cap');
    return { priceBook: { ...priceBook, maxDiscountPercent } satisfies PriceBook, updatedAt };
  },
};

/** PUT /api/price-book (owner and office). */
export const savePriceBook = (book: PriceBook) => callApi(priceBookApi.save, { body: book });
