import { parentPort, workerData } from 'node:worker_threads';
import { sendPaymentReminders } from '../payments';
import { openSiteDatabase } from '../site-database';

/**
 * One thread of the reminders race (server/payments/reminders.test.ts): its own connection to the
 * shared SQLite file, waiting at the start line until every thread is ready, then running a pass of
 * the payment reminders at the same instant as the others.
 */
const { dbPath, now, startLine } = workerData as { dbPath: string; now: string; startLine: SharedArrayBuffer };
const db = openSiteDatabase(dbPath);
const ready = new Int32Array(startLine);
Atomics.add(ready, 0, 1);
Atomics.notify(ready, 0);
Atomics.wait(ready, 1, 0);
const sent = sendPaymentReminders(db, { now: new Date(now), siteUrl: 'https://closets.example', onlinePayment: false });
db.$client.close();
parentPort?.postMessage(sent);
