import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { contactSubmissions, mailAttachments, mailOutbox } from '../db/schema';
import type { Db, Tx } from '../db/types';

export type OutboxRow = typeof mailOutbox.$inferSelect;
/** One e-mail to queue, as server/mail renders it. */
export type OutboxMessage = Pick<typeof mailOutbox.$inferInsert, 'leadId' | 'kind' | 'toAddress' | 'subject' | 'body'>;

/**
 * The e-mails that go with a new row, rendered by the caller (server/mail) from the saved row, and
 * whether they are sent (false without SMTP settings).
 */
export interface MailFor<T> {
  deliver: boolean;
  mailFor: (saved: T) => OutboxMessage[];
}

export const noMail = { deliver: false, mailFor: () => [] } satisfies MailFor<unknown>;

const attemptsPlusOne = sql`${mailOutbox.attempts} + 1`;

/** Why a row was not sent when the site runs without SMTP settings. */
export const noSmtpReason = 'SMTP_URL is not set, so no e-mail was sent. The lead is saved in the database.';

/**
 * Writes messages to the outbox, due now for the worker; without SMTP settings (`deliver` false)
 * they are written as 'skipped' with the reason. Call it inside the transaction that saves what
 * the messages are about, so both are stored or neither.
 */
export function queueMail(db: Db | Tx, messages: readonly OutboxMessage[], deliver: boolean, now = new Date()): void {
  if (messages.length === 0) return;
  const state = deliver
    ? { status: 'pending' as const, lastError: null }
    : { status: 'skipped' as const, lastError: noSmtpReason };
  db.insert(mailOutbox)
    .values(messages.map((message) => ({ ...message, ...state, nextAttemptAt: now.toISOString() })))
    .run();
}

/** A file sent with a message, e.g. a consultation invitation's .ics ("text/calendar; method=REQUEST"). */
export type MailAttachment = Pick<typeof mailAttachments.$inferInsert, 'filename' | 'contentType' | 'content'>;

/**
 * Writes one message due at `sendAfter` (default now), with an optional attachment, in the
 * caller's transaction: the lead pipeline's invitations and reminders (docs/pipeline.md).
 */
export function queueScheduledMail(
  db: Db | Tx,
  message: OutboxMessage,
  { deliver, sendAfter, attachment }: { deliver: boolean; sendAfter: Date; attachment?: MailAttachment },
): void {
  const state = deliver
    ? { status: 'pending' as const, lastError: null }
    : { status: 'skipped' as const, lastError: noSmtpReason };
  const row = db
    .insert(mailOutbox)
    .values({ ...message, ...state, nextAttemptAt: sendAfter.toISOString() })
    .returning({ id: mailOutbox.id })
    .get();
  if (attachment)
    db.insert(mailAttachments)
      .values({ outboxId: row.id, ...attachment })
      .run();
}

/** Pending rows whose next attempt is due, oldest first, with the lead's e-mail for Reply-To and any attachment. */
export function dueMail(db: Db, now: Date, limit = 20) {
  return db
    .select({ row: mailOutbox, leadEmail: contactSubmissions.email, attachment: mailAttachments })
    .from(mailOutbox)
    .leftJoin(contactSubmissions, eq(mailOutbox.leadId, contactSubmissions.id))
    .leftJoin(mailAttachments, eq(mailAttachments.outboxId, mailOutbox.id))
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now.toISOString())))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .all();
}

export function markSent(db: Db, id: number, now: Date): void {
  db.update(mailOutbox)
    .set({ status: 'sent', sentAt: now.toISOString(), lastError: null, attempts: attemptsPlusOne })
    .where(eq(mailOutbox.id, id))
    .run();
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

export function listOutbox(db: Db): OutboxRow[] {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).all();
}

/** How many e-mails wait to be sent, and since when the oldest has waited. */
export function pendingMailSummary(db: Db): { pending: number; oldest: string | null } {
  return db
    .select({ pending: sql<number>`count(*)`, oldest: sql<string | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .get()!;
}
