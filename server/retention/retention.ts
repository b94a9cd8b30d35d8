import { and, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { daysBefore, monthsBefore, retention } from '../../shared/retention';
import { activityLog } from '../core/activity/schema';
import { adminSessions } from '../core/auth/schema';
import { mailAttachments, mailOutbox } from '../core/mail/schema';
import { deleteExpiredCounters } from '../analytics';
import { deleteLeadsWhere, leads } from '../leads';
import { repeat } from '../core/repeat';
import { deleteSpentVerifications } from '../core/verification';
import type { Db } from '../core/db/types';

/** What one run removed, by rule: counts only, never the rows themselves. */
interface RetentionReport {
  leads: number;
  spamLeads: number;
  outboxBodies: number;
  sessions: number;
  analyticsCounters: number;
  activity: number;
  /** Secret links used up, or expired more than the grace period ago. */
  verifications: number;
}

/**
 * When an outbox row reached its final state: `sent_at` for sent mail; for rows given up
 * ('failed') the due time of their last attempt, and for 'skipped' rows (written so) the time they
 * were queued, both kept in `next_attempt_at`.
 */
const finishedAt = sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.nextAttemptAt})`;

/**
 * Applies the retention periods of shared/retention.ts, each rule in its own transaction, so one
 * rule failing leaves the others done. `now` is injected so tests can stand at a boundary. Leads
 * are deleted where the inbox deletes them (deleteLeadsWhere), their photos' files in `mediaDir`
 * (MEDIA_DIR) with them; a customer's lead is not, while its records are kept (customersKept).
 */
export function applyRetention(db: Db, now: Date, { mediaDir }: { mediaDir?: string } = {}): RetentionReport {
  const inTransaction = <T>(work: () => T): T => db.transaction(() => work(), { behavior: 'immediate' });
  const iso = (d: Date) => d.toISOString();
  const leadCutoff = iso(monthsBefore(now, retention.leadMonths));
  const spamCutoff = iso(daysBefore(now, retention.spamDays));
  const outboxCutoff = iso(daysBefore(now, retention.outboxBodyDays));

  return {
    // Each in its own transaction; the photos' files go once it has committed.
    leads: deleteLeadsWhere(db, lt(leads.receivedAt, leadCutoff), { mediaDir, now }),
    spamLeads: deleteLeadsWhere(db, and(eq(leads.isSpam, true), lt(leads.receivedAt, spamCutoff)), { mediaDir, now }),
    outboxBodies: inTransaction(() => {
      const cleared = db
        .update(mailOutbox)
        .set({ body: '' })
        .where(and(ne(mailOutbox.status, 'pending'), ne(mailOutbox.body, ''), lt(finishedAt, outboxCutoff)))
        .run().changes;
      // An invitation's .ics holds the address: it goes with the body.
      const emptied = db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.body, ''));
      db.delete(mailAttachments).where(inArray(mailAttachments.outboxId, emptied)).run();
      return cleared;
    }),
    sessions: inTransaction(
      () => db.delete(adminSessions).where(lte(adminSessions.expiresAt, now.getTime())).run().changes,
    ),
    analyticsCounters: inTransaction(() => deleteExpiredCounters(db, now)),
    activity: inTransaction(
      () =>
        db
          .delete(activityLog)
          .where(lt(activityLog.at, iso(monthsBefore(now, retention.activityMonths))))
          .run().changes,
    ),
    verifications: inTransaction(() =>
      deleteSpentVerifications(db, { expiredBefore: daysBefore(now, retention.expiredLinkDays) }),
    ),
  };
}

interface RetentionSchedule {
  stop(): void;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Runs the retention job now and then once a day; a failed run is logged and retried the next day. */
export function scheduleRetention(
  db: Db,
  {
    now = () => new Date(),
    mediaDir,
    log,
    logError,
  }: {
    now?: () => Date;
    /** MEDIA_DIR, where expired leads' photos of the space are removed from. */
    mediaDir?: string;
    log: (report: RetentionReport) => void;
    logError: (err: unknown) => void;
  },
): RetentionSchedule {
  return repeat(() => log(applyRetention(db, now(), { mediaDir })), dayMs, logError);
}
