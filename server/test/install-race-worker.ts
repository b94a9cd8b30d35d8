import { parentPort, workerData } from 'node:worker_threads';
import type { BookInstall } from '../../shared/installs/install-schema';
import { bookInstall } from '../installs';
import { openSiteDatabase } from '../site-database';

/**
 * One thread of the install race (server/installs/install-race.test.ts): its own connection to the
 * shared SQLite file, waiting at the start line until every thread is ready, then booking the same
 * crew-day for each of its jobs as fast as it can.
 */
const { dbPath, leadIds, input, startLine } = workerData as {
  dbPath: string;
  leadIds: number[];
  input: BookInstall;
  startLine: SharedArrayBuffer;
};
const db = openSiteDatabase(dbPath);
const ready = new Int32Array(startLine);
Atomics.add(ready, 0, 1);
Atomics.notify(ready, 0);
Atomics.wait(ready, 1, 0);
const outcomes = leadIds.map((leadId) => {
  try {
    return bookInstall(db, leadId, input).kind;
  } catch (err) {
    return `error: ${String(err)}`;
  }
});
db.$client.close();
parentPort?.postMessage(outcomes);
