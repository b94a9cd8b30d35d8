import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/types';
import { paymentReminderPauses, paymentReminders } from '../schema';

/** A job's payment reminders: whether staff paused them (when, by whom) and those sent, oldest first. */
export function jobReminders(db: Db | Tx, leadId: number) {
  const pause = db.select().from(paymentReminderPauses).where(eq(paymentReminderPauses.leadId, leadId)).get();
  const sent = db
    .select()
    .from(paymentReminders)
    .where(eq(paymentReminders.leadId, leadId))
    .orderBy(asc(paymentReminders.id))
    .all();
  return { pause: pause ?? null, sent };
}

/**
 * Staff pause a job's reminders, or let them go out again (a reminder whose day passed meanwhile is
 * sent at the next run). Answers whether anything changed.
 */
export function setRemindersPaused(
  db: Db,
  { leadId, paused, staffId, now }: { leadId: number; paused: boolean; staffId: number; now: Date },
): boolean {
  if (!paused) {
    return db.delete(paymentReminderPauses).where(eq(paymentReminderPauses.leadId, leadId)).run().changes > 0;
  }
  return (
    db
      .insert(paymentReminderPauses)
      .values({ leadId, pausedAt: now.toISOString(), pausedBy: staffId })
      .onConflictDoNothing()
      .run().changes > 0
  );
}
