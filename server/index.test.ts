import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { submitTestLead, waitForServer } from './test/server-process';

/**
 * The promise behind "no acknowledged lead is ever lost": the production server is killed with
 * SIGKILL while leads are arriving, restarted on the same file, and every lead it answered with
 * success must be there.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-durability-'));
const dbPath = path.join(dir, 'site.db');
fs.mkdirSync(path.join(dir, 'dist', 'client'), { recursive: true });
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) killGroup(child, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

// The server runs in its own process group so one signal reaches it and anything it spawned.
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

async function startServer(port: number): Promise<ChildProcess> {
  // The same server as `npm start` runs (compiled there), from source so the test needs no build.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      DIST_DIR: path.join(dir, 'dist'),
      CONTACT_RATE_LIMIT: '0',
      SMTP_URL: '',
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  await waitForServer(port);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

const submit = (port: number, i: number) => submitTestLead(port, 'durability', i);

/** Sends leads from 8 clients until the server is killed once `killAfter` of them were acknowledged. */
async function submitUntilKilled(port: number, server: ChildProcess, firstId: number, killAfter: number) {
  const acknowledged: number[] = [];
  let next = firstId;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const i = next++;
      if (await submit(port, i)) acknowledged.push(i);
    }
  };
  const clients = Array.from({ length: 8 }, client);
  while (acknowledged.length < killAfter) await new Promise((r) => setTimeout(r, 2));
  killGroup(server, 'SIGKILL');
  killed = true;
  await Promise.all(clients);
  await exited(server);
  return { acknowledged, sent: next - firstId };
}

describe('durability', () => {
  it(
    'every lead acknowledged before each of several SIGKILLs is in the database, which stays intact',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const acknowledged: number[] = [];
      for (let round = 0; round < 3; round++) {
        const server = await startServer(port);
        // A different, random moment each round: after 20 to 80 acknowledged leads.
        const killAfter = 20 + Math.floor(Math.random() * 60);
        const result = await submitUntilKilled(port, server, round * 100_000, killAfter);
        expect(result.acknowledged.length).toBeGreaterThanOrEqual(killAfter);
        acknowledged.push(...result.acknowledged);
      }

      const last = await startServer(port);
      expect(await submit(port, 999_999)).toBe(true); // and it works again
      killGroup(last, 'SIGKILL');
      await exited(last);

      const db = new Database(dbPath);
      const stored = new Set(
        (db.prepare(`SELECT message FROM contact_submissions`).all() as { message: string }[]).map((r) => r.message),
      );
      const integrity = db.pragma('integrity_check', { simple: true });
      db.close();
      const lost = acknowledged.filter((i) => !stored.has(`durability lead ${i}`));
      expect(lost).toEqual([]);
      expect(stored.has('durability lead 999999')).toBe(true);
      expect(integrity).toBe('ok');
    },
  );
});
