import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffIdColumn } from '../core/auth/schema';
import { createdAt, updatedAt } from '../core/db/columns';
import { leadIdPrimaryKey } from '../leads/schema';

/**
 * The staff's price book (/admin/price-book), one row (id 1) holding it as JSON checked with
 * shared/design/price-book-schema.ts; no row: the defaults. Who saved it last, and when (UTC).
 */
export const priceBook = sqliteTable('price_book', {
  id: integer('id').primaryKey(),
  data: text('data').notNull(),
  updatedAt: updatedAt(),
  updatedBy: staffIdColumn('updated_by'),
});

/**
 * The plan a homeowner sent with their consultation request (/plan → /contact), as it was that day:
 * the checked design and its address, the estimate the server computed from the price book then in
 * use (whole dollars, its line items, and that price book), so a later price change leaves it as it
 * was quoted. One per lead; it goes with the lead.
 */
export const leadPlans = sqliteTable('lead_plans', {
  leadId: leadIdPrimaryKey(),
  /** The design as JSON (shared/design/design.ts). */
  design: text('design').notNull(),
  /** Its address (designToQuery), for "Open in the planner". */
  query: text('query').notNull(),
  estimateLow: integer('estimate_low').notNull(),
  estimateHigh: integer('estimate_high').notNull(),
  estimateTotal: integer('estimate_total').notNull(),
  /** The estimate's line items as JSON (shared/design/pricing.ts LineItem[]). */
  lineItems: text('line_items').notNull(),
  /** The price book the estimate used, as JSON. */
  priceBook: text('price_book').notNull(),
  createdAt: createdAt(),
});
