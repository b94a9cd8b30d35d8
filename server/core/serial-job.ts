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
