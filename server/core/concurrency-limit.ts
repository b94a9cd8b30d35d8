/** Runs a task now if fewer than `max` are running, else when one of them settles (first come, first served). */
type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `max` tasks at once, the rest waiting in order: p-limit's idea in a dozen lines, since the
 * p-limit in node_modules is only a transitive dependency of the dev tools (eslint's find-up).
 */
export function concurrencyLimit(max: number): ConcurrencyLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A settled task hands its slot straight to the next in line.
  const release = () => {
    const resume = waiting.shift();
    if (resume) resume();
    else running -= 1;
  };
  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
