import { repeat } from './repeat';

interface SerialJob {
  /**
   * Starts a pass, or, while one runs, asks for one more right after it (requests made meanwhile
   * fold into that one). Resolves when the passes are done.
   */
  run(): Promise<void>;
  /** Resolves once no pass is running or asked for (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Runs `work` one pass at a time, in the background of the process: the photo queue, the live-page
 * renders and the outbox worker. A pass that fails goes to `onError`; the next one runs as asked.
 */
export function serialJob(work: () => Promise<void>, onError: (err: unknown) => void = () => {}): SerialJob {
  let current: Promise<void> | undefined;
  let again = false;

  function run(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          try {
            await work();
          } catch (err) {
            onError(err);
          }
        } while (again);
      } finally {
        current = undefined;
      }
    })();
    return current;
  }

  return { run, idle: () => current ?? Promise.resolve() };
}

export interface RepeatingJob {
  /** One pass now (or right after the one running); resolves when done. */
  run(): Promise<void>;
  /** Runs now and every `everyMs` (server/index.ts). */
  start(): void;
  stop(): void;
}

/** A serial job that also runs on a timer once started: the refund sender, the receipt mailer, the reminders. */
export function repeatingJob(
  work: () => Promise<void>,
  everyMs: number,
  onError: (err: unknown) => void,
): RepeatingJob {
  const job = serialJob(work, onError);
  let timer: { stop(): void } | undefined;
  return {
    run: job.run,
    start() {
      timer ??= repeat(job.run, everyMs, onError);
    },
    stop() {
      timer?.stop();
      timer = undefined;
    },
  };
}
