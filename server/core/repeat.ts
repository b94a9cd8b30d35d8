/**
 * Runs `job` now and then every `everyMs`. A failure, thrown or rejected, goes to `logError` and the
 * next run goes ahead as planned: an error in a timer callback would otherwise end the process. The
 * timer never keeps the process alive.
 */
export function repeat(job: () => unknown, everyMs: number, logError: (err: unknown) => void): { stop(): void } {
  const run = () => {
    try {
      void Promise.resolve(job()).catch(logError);
    } catch (err) {
      logError(err);
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
