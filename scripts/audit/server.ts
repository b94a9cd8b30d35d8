import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditOwner } from './staff-pages';

export interface RunningServer {
  baseUrl: string;
  /** The throwaway database and the key file beside it (for what only they can tell: a sent link). */
  databasePath: string;
  keyFilePath: string;
  stop(): Promise<void>;
}

async function responds(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts the production server (server/index.ts) on 127.0.0.1:port with a throwaway database, and `env` beside its own. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await responds(`${baseUrl}/`)) throw new Error(`Port ${port} is already in use: set AUDIT_PORT`);
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-audit-'));
  const databasePath = path.join(dbDir, 'site.db');
  const keyFilePath = path.join(dbDir, 'secret.key');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SECRET_KEY_FILE: keyFilePath,
      NODE_ENV: 'production',
      ADMIN_EMAIL: auditOwner.email,
      ADMIN_PASSWORD: auditOwner.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave the server running when the audit dies or is interrupted.
  const killChild = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killChild);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      killChild();
      process.exit(130);
    });

  const deadline = Date.now() + 30_000;
  while (!(await responds(`${baseUrl}/`))) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Server did not answer on ${baseUrl} within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    databasePath,
    keyFilePath,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
