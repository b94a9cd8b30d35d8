import type { Db } from '../../core/db/types';
import { repeat } from '../../core/repeat';
import { serialJob } from '../../core/serial-job';
import { sendPaymentReminders } from './send-reminders';

/** How often the reminders are looked for: a reminder goes out within the hour its time comes. */
const everyMs = 60 * 60_000;

export interface ReminderJob {
  /** One pass now; resolves when done. */
  run(): Promise<void>;
  /** Runs now and every hour (server/index.ts). */
  start(): void;
  stop(): void;
}

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
  const job = serialJob(async () => {
    sendPaymentReminders(db, { now: now(), siteUrl, onlinePayment });
  }, logError);
  let timer: { stop(): void } | undefined;
  return {
    run: job.run,
    start() {
      timer ??= repeat(job.run, everyMs, logError);
    },
    stop() {
      timer?.stop();
      timer = undefined;
    },
  };
}
