import * as z from 'zod/mini';
import { priceBookReadSchema, priceBookSchema } from '../design/price-book-schema';
import { priceBookPath } from './public-paths';
import { route } from './route';

const answer = <S extends z.core.$ZodType>(book: S) =>
  z.object({
    priceBook: book,
    /** When staff last saved it (UTC ISO); null: never, the defaults. */
    updatedAt: z.nullable(z.string()),
  });

/** The price book: anyone reads it (the planner estimates with it), owner and office save it. */
export const priceBookApi = {
  read: route({
    method: 'GET',
    path: priceBookPath,
    summary: 'The prices the planner estimates with; the discount cap only for those who may change it',
    access: 'public',
    answer: answer(priceBookReadSchema),
  }),
  save: route({
    method: 'PUT',
    path: priceBookPath,
    summary: 'Save the price book',
    access: { permission: 'price-book:manage' },
    body: priceBookSchema,
    answer: answer(priceBookSchema),
  }),
};
