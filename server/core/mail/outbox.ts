import { EventEmitter } from 'node:events';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { mailAttachments, mailOutbox } from './schema';
import type { Db, Tx } from '../db/types';
import { keyringOf, sealed } from '../secrets';

export type OutboxRow = typeof mailOutbox.$inferSelect;
/** One e-mail to queue, as a feature's e-mails render it. */
export type OutboxMessage = Pick<typeof mailOutbox.$inferInsert, 'leadId' | 'kind' | 'toAddress' | 'subject' | 'body'>;

/** The e-mails that go with a new row, rendered from the saved row (see each feature's e-mails). */
export type MailFor<T> = (saved: T) => OutboxMessage[];

export const noMail: MailFor<unknown> = () => [];

/** Emits 'queued' after new mail was written (and its transaction has ended): the worker wakes on it. */
export const outboxEvents = new EventEmitter();

const attemptsPlusOne = sql`${mailOutbox.attempts} + 1`;

/** Why a row was not sent when the site runs without SMTP settings. */
export const noSmtpReason = 'SMTP_URL is not set, so no e-mail was sent. The lead is saved in the database.';

/** A file sent with a message, e.g. a consultation invitation's .ics ("text/calendar; method=REQUEST"). */
export type MailAttachment = Pick<typeof mailAttachments.$inferInsert, 'filename' | 'contentType' | 'content'>;

/**
 * The one way to send an e-mail: writes it to the outbox (its body and attachment sealed with the
 * data key, so the database holds no usable link; only the worker opens them), due at `sendAfter` (default now), with an
 * optional attachment. Call it inside the transaction that saves what the e-mail is about, so both
 * are stored or neither. The outbox worker sends it (or, without SMTP settings, marks it skipped)
 * after the caller has answered: the wake-up is emitted once the current synchronous work is done.
 */
export function queueMail(
  db: Db | Tx,
  messages: OutboxMessage | readonly OutboxMessage[],
  { sendAfter, attachment, now = new Date() }: { sendAfter?: Date; attachment?: MailAttachment; now?: Date } = {},
): void {
  const list = Array.isArray(messages) ? messages : [messages as OutboxMessage];
  for (const message of list) {
    const row = db
      .insert(mailOutbox)
      .values({
        ...message,
        body: sealed(message.body),
        status: 'pending',
        lastError: null,
        nextAttemptAt: (sendAfter ?? now).toISOString(),
      })
      .returning({ id: mailOutbox.id })
      .get();
    if (attachment)
      db.insert(mailAttachments)
        .values({ outboxId: row.id, ...attachment, content: sealed(attachment.content) })
        .run();
  }
  if (list.length > 0) setImmediate(() => outboxEvents.emit('queued'));
}

/** Without SMTP settings: every pending row is marked 'skipped' with the reason (staff see it). */
export function skipPendingMail(db: Db): number {
  return db
    .update(mailOutbox)
    .set({ status: 'skipped', lastError: noSmtpReason })
    .where(eq(mailOutbox.status, 'pending'))
    .run().changes;
}

/**
 * Pending rows whose next attempt is due, oldest first, with any attachment, opened for sending.
 */
export function dueMail(db: Db, now: Date, limit = 20) {
  const keys = keyringOf(db);
  return db
    .select({ row: mailOutbox, attachment: mailAttachments })
    .from(mailOutbox)
    .leftJoin(mailAttachments, eq(mailAttachments.outboxId, mailOutbox.id))
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now.toISOString())))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .all()
    .flatMap(({ row, attachment }) => {
      try {
        return [
          {
            row: { ...row, body: keys.open(row.body) },
            attachment: attachment && { ...attachment, content: keys.open(attachment.content) },
          },
        ];
      } catch {
        // Sealed under a key the key file no longer holds (a lost or replaced key file): given up
        // with the reason, rather than stopping every later e-mail behind it.
        markAttemptFailed(db, row.id, unreadableReason, null);
        return [];
      }
    });
}

/** Why an e-mail was given up that the data keys cannot open. */
export const unreadableReason = 'This e-mail cannot be opened with the keys in the key file, so it was not sent.';

export function markSent(db: Db, id: number, now: Date): void {
  db.update(mailOutbox)
    .set({ status: 'sent', sentAt: now.toISOString(), lastError: null, attempts: attemptsPlusOne })
    .where(eq(mailOutbox.id, id))
    .run();
}

/** A due row that is no longer wanted (its feature said why): never sent, the reason kept for staff. */
export function markSkipped(db: Db, id: number, reason: string): void {
  db.update(mailOutbox).set({ status: 'skipped', lastError: reason }).where(eq(mailOutbox.id, id)).run();
}

/** Records a failed attempt: retried at `retryAt`, or given up ('failed') when `retryAt` is null. */
export function markAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): void {
  db.update(mailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      lastError: error.slice(0, 1000),
      attempts: attemptsPlusOne,
      ...(retryAt ? { nextAttemptAt: retryAt.toISOString() } : {}),
    })
    .where(eq(mailOutbox.id, id))
    .run();
}

/** Every outbox row with its body opened (emptied bodies stay empty): for support and tests. */
export function listOutbox(db: Db): OutboxRow[] {
  const keys = keyringOf(db);
  return db
    .select()
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.id))
    .all()
    .map((row) => ({ ...row, body: row.body === '' ? '' : keys.open(row.body) }));
}

/** How many e-mails wait to be sent, and since when the oldest has waited. */
export function pendingMailSummary(db: Db): { pending: number; oldest: string | null } {
  return db
    .select({ pending: sql<number>`count(*)`, oldest: sql<string | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .get()!;
}
