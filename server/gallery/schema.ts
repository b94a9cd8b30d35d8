import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { serviceSlugs } from '../../shared/services';
import { autoIncrementId, createdAt } from '../core/db/columns';

/** Where a photo came from: the Gallery's own upload, or a job's finished photos (server/completion). */
export const photoOrigins = ['upload', 'job'] as const;
export type PhotoOrigin = (typeof photoOrigins)[number];

/**
 * Project photos staff upload in /admin. `fileKey` is a name the server made: the files
 * live in MEDIA_DIR/<fileKey>/ once processed. Drafts keep alt, room and town null until filled;
 * a photo is published only with all three. Lower `sortOrder` comes first.
 */
export const galleryPhotos = sqliteTable(
  'gallery_photos',
  {
    id: autoIncrementId(),
    fileKey: text('file_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** A job's photo is the job's until published: the Gallery lists it only from then. */
    origin: text('origin', { enum: photoOrigins }).notNull().default('upload'),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    alt: text('alt'),
    room: text('room', { enum: serviceSlugs }),
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
