import {
  dueMail,
  markAttemptFailed,
  markSent,
  markSkipped,
  outboxEvents,
  skipPendingMail,
  type OutboxRow,
} from './outbox';
import type { Db } from '../db/types';
import { repeat } from '../repeat';
import { serialJob } from '../serial-job';
import type { MailSender } from './transport';

interface RetryPolicy {
  /** Wait after the first failure; doubles after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the row is marked 'failed' (the lead itself stays saved). */
  maxAttempts: number;
}

const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 12 };

export function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

interface OutboxWorkerOptions {
  db: Db;
  /** The SMTP transport; none when SMTP_URL is unset, and then every queued row is marked 'skipped'. */
  sender?: MailSender;
  from: string;
  pollMs?: number;
  retry?: RetryPolicy;
  now?: () => Date;
  log?: (message: string) => void;
  /**
   * Asked for each due row just before it is sent: the reason it is no longer wanted (a reminder
   * about a proposal already answered), or null to send it. The features own these rules.
   */
  skipReason?: (row: OutboxRow, now: Date) => string | null;
  /** Asked for each row it sends: the Reply-To address (a lead notification's homeowner), or none. */
  replyTo?: (row: OutboxRow) => string | undefined;
}

export interface OutboxWorker {
  /** Sends everything due now; resolves when the pass (and any pass it triggered) is done. */
  runOnce(): Promise<void>;
  /** Asks for a pass soon (queueMail's 'queued' event does, once started). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sends the mail outbox. State lives only in the table, so rows queued before a crash or restart
 * are picked up on the next pass. Delivery is at least once: a crash between the SMTP answer and
 * the status update sends that one message again, which beats losing it.
 */
export function createOutboxWorker({
  db,
  sender,
  from,
  pollMs = 5_000,
  retry = defaultRetryPolicy,
  now = () => new Date(),
  log = () => {},
  skipReason = () => null,
  replyTo = () => undefined,
}: OutboxWorkerOptions): OutboxWorker {
  let timer: { stop(): void } | undefined;
  let stopped = false;

  async function pass(): Promise<void> {
    if (stopped) return;
    if (!sender) {
      skipPendingMail(db);
      return;
    }
    for (const { row, attachment } of dueMail(db, now())) {
      if (stopped) return;
      const notWanted = skipReason(row, now());
      if (notWanted !== null) {
        markSkipped(db, row.id, notWanted);
        continue;
      }
      try {
        await sender.send({
          from,
          to: row.toAddress,
          replyTo: replyTo(row),
          subject: row.subject,
          text: row.body,
          ...(attachment ? { attachment } : {}),
        });
        markSent(db, row.id, now());
      } catch (err) {
        const attempt = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        const retryAt = attempt >= retry.maxAttempts ? null : new Date(now().getTime() + retryDelay(attempt, retry));
        markAttemptFailed(db, row.id, message, retryAt);
        log(`mail ${row.id} (${row.kind}) attempt ${attempt} failed: ${message}`);
      }
    }
  }

  const job = serialJob(pass, (err) =>
    log(`mail outbox pass failed: ${err instanceof Error ? err.message : String(err)}`),
  );
  const runOnce = job.run;

  const kick = () => {
    if (!stopped) void runOnce();
  };
  const worker: OutboxWorker = {
    runOnce,
    kick,
    start() {
      stopped = false;
      if (timer) return;
      outboxEvents.on('queued', kick);
      timer = repeat(runOnce, pollMs, (err) => log(`mail outbox pass failed: ${String(err)}`));
    },
    async stop() {
      stopped = true;
      timer?.stop();
      timer = undefined;
      outboxEvents.off('queued', kick);
      await job.idle();
      sender?.close();
    },
  };
  return worker;
}
