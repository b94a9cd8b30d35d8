import type { Db } from '../../core/db/types';
import { repeatingJob, type RepeatingJob } from '../../core/serial-job';
import { sendPaymentReminders } from './send-reminders';

/** How often the reminders are looked for: a reminder goes out within the hour its time comes. */
const everyMs = 60 * 60_000;

/** One pass now, or every hour once started (server/index.ts). */
export type ReminderJob = RepeatingJob;

/** The payment reminders in the background, as the refund sender and the retention job run. */
export function createReminderJob({
  db,
  siteUrl,
  onlinePayment,
  now = () => new Date(),
  logError,
}: {
  db: Db;
  siteUrl: string;
  onlinePayment: boolean;
  now?: () => Date;
  logError: (err: unknown) => void;
}): ReminderJob {
  return repeatingJob(
    async () => {
      sendPaymentReminders(db, { now: now(), siteUrl, onlinePayment });
    },
    everyMs,
    logError,
  );
}
