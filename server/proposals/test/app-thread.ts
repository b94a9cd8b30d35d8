import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { createApp } from '../../app';
import { openSiteDatabase } from '../../site-database';
import { defaultMailSettings } from '../../core/mail/email';

/**
 * The real app in a thread of its own, with its own connection to a shared SQLite file (as a
 * second server process would run it): posts the port it listens on; 'stop' closes it.
 */
const { dbPath } = workerData as { dbPath: string };
const db = openSiteDatabase(dbPath);
const app = createApp({
  db,
  logError: () => {},
  rateLimits: { booking: 0 },
  mail: { ...defaultMailSettings, notifyTo: 'office@example.com' },
});
const server = http.createServer(app);
server.listen(0, '127.0.0.1', () => parentPort?.postMessage((server.address() as AddressInfo).port));
parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  server.closeAllConnections();
  server.close(() => {
    db.$client.close();
    parentPort?.close();
  });
});
