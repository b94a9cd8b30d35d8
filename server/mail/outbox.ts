import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { contactSubmissions, mailAttachments, mailOutbox } from '../db/schema';
import type { Db } from '../db/types';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;
const attemptsPlusOne = sql`${mailOutbox.attempts} + 1`;

/** Why a row was not sent when the site runs without SMTP settings. */
export const noSmtpReason = 'SMTP_URL is not set, so no e-mail was sent. The lead is saved in the database.';

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
