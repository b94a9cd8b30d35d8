import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { reviewRatings } from '../../shared/review-schema';
import { autoIncrementId, createdAt } from '../core/db/columns';

/**
 * Rating, approved and featured are strings ('5', 'true') in the API contract; the table stores them as given.
 * Reviews sent through /review also keep the reviewer's e-mail (never shown publicly), whether the
 * text contains a link (flagged for the moderator) and a fingerprint that folds a resubmission
 * within a few minutes into the first row. Demo rows have none of the three.
 */
export const testimonials = sqliteTable(
  'testimonials',
  {
    id: autoIncrementId(),
    customerName: text('customer_name').notNull(),
    location: text('location').notNull(),
    rating: text('rating', { enum: reviewRatings }).notNull(),
    reviewText: text('review_text').notNull(),
    projectType: text('project_type').notNull(),
    photoUrl: text('photo_url'),
    approved: text('approved', { enum: ['true', 'false'] })
      .notNull()
      .default('false'),
    featured: text('featured', { enum: ['true', 'false'] })
      .notNull()
      .default('false'),
    email: text('email'),
    hasLink: integer('has_link', { mode: 'boolean' }).notNull().default(false),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_fingerprint_idx').on(t.fingerprint)],
);
