import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/**
 * The app on one listening server, for requests sent at once (supertest given the bare app starts a
 * server per request). `close` stops it.
 */
export async function listening(app: Express): Promise<{ server: http.Server; url: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends `count` requests at once and counts the answers by status, e.g. `{ 401: 10, 429: 90 }`. */
export async function burst(
  count: number,
  send: (i: number) => PromiseLike<{ status: number }>,
): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const byStatus: Record<number, number> = {};
  for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return byStatus;
}
