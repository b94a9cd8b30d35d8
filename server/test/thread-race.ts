import { Worker } from 'node:worker_threads';

/**
 * Runs `workerFile` (a race worker beside this file, e.g. `booking-race-worker.ts`) in one thread
 * per entry of `perThread` (its own `workerData`, with the database file and the start line added)
 * and starts them all at once: each thread (runRaceThread in race-worker.ts) opens its own
 * connection, reports at the start line and waits until every thread has. Resolves with what each
 * thread posted, in order.
 */
export function raceThreads<Answer>(workerFile: string, dbPath: string, perThread: object[]): Promise<Answer[]> {
  const workerUrl = new URL(workerFile, import.meta.url).href;
  const startLine = new SharedArrayBuffer(8);
  const ready = new Int32Array(startLine);
  const finished = perThread.map(
    (data) =>
      new Promise<Answer>((resolve, reject) => {
        // The thread loads the TypeScript worker through tsx, as `node --import tsx` would.
        const worker = new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`,
          { eval: true, workerData: { ...data, dbPath, startLine } },
        );
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  const go = setInterval(() => {
    if (Atomics.load(ready, 0) < perThread.length) return;
    clearInterval(go);
    Atomics.store(ready, 1, 1);
    Atomics.notify(ready, 1);
  }, 5);
  return Promise.all(finished);
}

/**
 * Races `leadIds` split evenly over `threads` threads (raceThreads): each thread gets its share as
 * `leadIds` beside `data`, and answers an outcome per lead. Resolves with every lead's outcome.
 */
export async function raceLeads(
  workerFile: string,
  dbPath: string,
  leadIds: number[],
  data: object,
  threads = 4,
): Promise<string[]> {
  const perThread = Math.ceil(leadIds.length / threads);
  const shares = Array.from({ length: threads }, (_, t) => ({
    ...data,
    leadIds: leadIds.slice(t * perThread, (t + 1) * perThread),
  }));
  return (await raceThreads<string[]>(workerFile, dbPath, shares)).flat();
}
