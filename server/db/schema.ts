import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { siteEventTypes } from '../../shared/site-events';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * Spec section 3 keeps rating, approved and featured as strings; the table stores them as given.
 * Reviews sent through /review also keep the reviewer's e-mail (never shown publicly), whether the
 * text contains a link (flagged for the moderator) and a fingerprint that folds a resubmission
 * within a few minutes into the first row. Demo rows have none of the three.
 */
export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerName: text('customer_name').notNull(),
    location: text('location').notNull(),
    rating: text('rating', { enum: ['1', '2', '3', '4', '5'] }).notNull(),
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

/** Consultation requests (leads). Every acknowledged lead is a row here. */
export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zip: text('zip').notNull(),
    rooms: text('rooms', { mode: 'json' }).$type<string[]>().notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'contacted'] })
      .notNull()
      .default('new'),
    isSpam: integer('is_spam', { mode: 'boolean' }).notNull().default(false),
    fingerprint: text('fingerprint'),
    receivedAt: createdAt(),
    /** Where the visit came from (shared/lead-source.ts); null when the browser sent nothing. */
    landingPath: text('landing_path'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    formPath: text('form_path'),
    /** When staff last e-mailed this homeowner a review request; null until then. */
    reviewRequestedAt: text('review_requested_at'),
  },
  (t) => [
    index('contact_submissions_received_idx').on(t.receivedAt),
    index('contact_submissions_fingerprint_idx').on(t.fingerprint),
  ],
);

/**
 * E-mail outbox: a lead is saved first, its notification queued here in the same transaction, and
 * a background worker sends it after the visitor has been answered, retrying with backoff.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id').references(() => contactSubmissions.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['lead-notification', 'lead-confirmation', 'review-notification', 'review-request'],
    }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Server-side admin sessions (express-session store); they survive a restart. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    sid: text('sid').primaryKey(),
    data: text('data').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/** Small key/value settings kept in the database, e.g. the admin password hash. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * First-party visit counts (POST /api/events): one counter per UTC day, page and event type.
 * Nothing about the visitor is stored.
 */
export const siteEventCounts = sqliteTable(
  'site_event_counts',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    type: text('type', { enum: siteEventTypes }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.type] })],
);

/**
 * Project photos staff upload in /admin (issue 19). `fileKey` is a name the server made: the files
 * live in MEDIA_DIR/<fileKey>/ once processed. Drafts keep alt, room and town null until filled;
 * a photo is published only with all three. Lower `sortOrder` comes first.
 */
export const galleryPhotos = sqliteTable(
  'gallery_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fileKey: text('file_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    alt: text('alt'),
    room: text('room', {
      enum: ['custom-closets', 'pantry-storage', 'garage-cabinets', 'laundry-mudroom', 'home-office', 'kids-closets'],
    }),
    town: text('town'),
    caption: text('caption'),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index('gallery_photos_order_idx').on(t.published, t.sortOrder),
    index('gallery_photos_status_idx').on(t.status),
  ],
);
