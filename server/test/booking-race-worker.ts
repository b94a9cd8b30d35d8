import { parentPort, workerData } from 'node:worker_threads';
import { bookForHomeowner } from '../booking';
import { openSiteDatabase } from '../site-database';

/**
 * One thread of the booking race (server/booking/booking-race.test.ts): its own connection to the
 * shared SQLite file, waiting at the start line until every thread is ready, then confirming the
 * same time for each of its leads as fast as it can.
 */
const { dbPath, leadIds, slot, startLine } = workerData as {
  dbPath: string;
  leadIds: number[];
  slot: string;
  startLine: SharedArrayBuffer;
};
const db = openSiteDatabase(dbPath);
const ready = new Int32Array(startLine);
Atomics.add(ready, 0, 1);
Atomics.notify(ready, 0);
Atomics.wait(ready, 1, 0);
const outcomes = leadIds.map(
  (leadId) =>
    bookForHomeowner(
      db,
      leadId,
      { slot, mode: 'virtual' },
      { siteUrl: 'http://localhost', notifyTo: 'office@example.com' },
    ).kind,
);
db.$client.close();
parentPort?.postMessage(outcomes);
