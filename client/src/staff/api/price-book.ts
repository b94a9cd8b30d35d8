import { priceBookApi } from '../../../../shared/api/price-book';
import type { PriceBook } from '../../../../shared/design/price-book';
import { apiQuery, callApi } from '../../lib/call-api';

const read = apiQuery(priceBookApi.read);

export const priceBookKey = read.queryKey;

/**
 * GET /api/price-book as its editors read it: the discount cap and the payment schedule are part of
 * the book they save, so an answer without them (someone who may not change them) is an error, never
 * a book saved with a default.
 */
export const priceBookQuery = {
  ...read,
  select: ({ priceBook, updatedAt }: Awaited<ReturnType<typeof read.queryFn>>) => {
    const { maxDiscountPercent, depositPercent, progressPercent } = priceBook;
    if (maxDiscountPercent === undefined || depositPercent === undefined || progressPercent === undefined)
      throw new Error('The price book came without the company’s settings');
    return {
      priceBook: { ...priceBook, maxDiscountPercent, depositPercent, progressPercent } satisfies PriceBook,
      updatedAt,
    };
  },
};

/** PUT /api/price-book (owner and office). */
export const savePriceBook = (book: PriceBook) => callApi(priceBookApi.save, { body: book });
