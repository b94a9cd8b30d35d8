import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test starts (or leaves down) on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const printFreePort =
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";

/**
 * freePort() for code that cannot wait (playwright.config.ts is read synchronously): a child Node
 * process binds port 0 and prints the port it was given.
 */
export function freePortSync(): number {
  const port = Number(execFileSync(process.execPath, ['-e', printFreePort], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No free port found (got ${port})`);
  return port;
}
