import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { autoIncrementId, createdAt, parentIdPrimaryKey } from '../db/columns';
import { leadKey } from '../db/lead-key';

/**
 * E-mail outbox: a lead is saved first, its notification queued here in the same transaction, and
 * a background worker sends it after the visitor has been answered, retrying with backoff.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: autoIncrementId(),
    leadId: integer('lead_id').references(() => leadKey, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: [
        ...['lead-notification', 'lead-confirmation', 'review-notification', 'review-request'],
        ...['consultation-invite', 'consultation-reminder', 'pipeline-digest', 'staff-invitation', 'password-reset'],
        'booking-notification',
        'password-reset-notice',
        ...['proposal', 'proposal-follow-up', 'proposal-signed-copy', 'proposal-accepted', 'proposal-declined'],
        ...['proposal-cancelled', 'proposal-cancel-confirmation'],
        ...['payment-receipt', 'payment-reminder', 'refund-notice'],
        'install-invite',
        ...['change-order', 'change-order-signed'],
      ] as const,
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

/** A file sent with an outbox message (the consultation invitation's .ics). */
export const mailAttachments = sqliteTable('mail_attachments', {
  outboxId: parentIdPrimaryKey('outbox_id', () => mailOutbox.id),
  filename: text('filename').notNull(),
  /** e.g. "text/calendar; method=REQUEST". */
  contentType: text('content_type').notNull(),
  content: text('content').notNull(),
});
