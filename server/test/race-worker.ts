import { parentPort, workerData } from 'node:worker_threads';
import type { Db } from '../core/db/types';
import { openSiteDatabase } from '../site-database';

/**
 * A race thread's side of raceThreads (thread-race.ts): its own connection to the shared SQLite
 * file, then it waits at the start line until every thread is ready, runs `race` as fast as it can
 * and posts what it returned.
 */
export function runRaceThread<Data>(race: (db: Db, data: Data) => unknown) {
  const { dbPath, startLine, ...data } = workerData as { dbPath: string; startLine: SharedArrayBuffer };
  const db = openSiteDatabase(dbPath);
  const ready = new Int32Array(startLine);
  Atomics.add(ready, 0, 1);
  Atomics.notify(ready, 0);
  Atomics.wait(ready, 1, 0);
  const answer = race(db, data as Data);
  db.$client.close();
  parentPort?.postMessage(answer);
}
