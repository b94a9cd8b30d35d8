import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { submitTestLead, waitForServer } from '../../test/server-process';
import { databaseInUseMessage } from './restore';

/**
 * Backups of the production server while leads arrive, and restores: `npm run db:backup` and
 * `npm run db:restore` run as the separate processes they are, against the server from source.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-backup-'));
const dbPath = path.join(dir, 'data', 'site.db');
const backupDir = path.join(dir, 'backups');
fs.mkdirSync(path.join(dir, 'dist', 'client'), { recursive: true });
const env = { ...process.env, DATABASE_PATH: dbPath, DIST_DIR: path.join(dir, 'dist'), LOG_LEVEL: 'silent' };
let server: ChildProcess | undefined;

afterAll(() => {
  if (server?.exitCode === null) process.kill(server.pid!, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: 'ignore',
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', CONTACT_RATE_LIMIT: '0', SMTP_URL: '' },
  });
  await waitForServer(port);
  return child;
}

/** Runs one of the npm db scripts' entry points; resolves with its exit code and output. */
function runCli(script: 'backup-database' | 'restore-database', args: string[], databasePath = dbPath) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
      env: { ...env, DATABASE_PATH: databasePath },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const submit = (port: number, i: number) => submitTestLead(port, 'backup', i);

function storedMessages(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(
      (db.prepare('SELECT message FROM contact_submissions').all() as { message: string }[]).map((r) => r.message),
    );
  } finally {
    db.close();
  }
}

const backupPath = (stdout: string) => /: (\/\S+\.db) \(\d+ leads\)/.exec(stdout)?.[1] ?? '';

describe('backup and restore', () => {
  it(
    'backs up under concurrent lead writes, refuses to restore while the server runs, and restores every acknowledged lead',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      server = await startServer(port);

      // Eight clients post leads until told to stop.
      const acknowledged: number[] = [];
      let next = 0;
      let stop = false;
      const clients = Array.from({ length: 8 }, async () => {
        while (!stop) {
          const i = next++;
          if (await submit(port, i)) acknowledged.push(i);
        }
      });
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));

      const ackedBeforeBackup = [...acknowledged];
      const underLoad = await runCli('backup-database', [backupDir]);
      const ackedDuringBackup = acknowledged.length - ackedBeforeBackup.length;
      stop = true;
      await Promise.all(clients);

      expect(underLoad.stderr).toBe('');
      expect(underLoad.code).toBe(0);
      expect(underLoad.stdout).toMatch(
        /^Backup written and verified \(integrity_check ok\): .*site-\d{8}T\d{6}Z\.db \(\d+ leads\)\nThe key file .*secret\.key is not in it, by design: keep its own copy apart \(docs\/deploy\.md\)\.\nPhotos mirrored to .*media: 0 new, 0 removed, 0 in all\n$/,
      );
      expect(ackedDuringBackup).toBeGreaterThan(0); // the writes really overlapped the backup
      const inBackup = storedMessages(backupPath(underLoad.stdout));
      for (const i of ackedBeforeBackup) expect(inBackup.has(`backup lead ${i}`)).toBe(true);
      const live = storedMessages(dbPath);
      for (const message of inBackup) expect(live.has(message)).toBe(true);

      // The server holds the database: restoring now is refused and changes nothing.
      const refused = await runCli('restore-database', [backupPath(underLoad.stdout)]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(`Restore refused: ${databaseInUseMessage}\n`);
      expect(storedMessages(dbPath).size).toBe(live.size);

      // A second backup once the load has stopped; then stop the server and restore it.
      await new Promise((r) => setTimeout(r, 1100)); // a different second, so a different file name
      const final = await runCli('backup-database', [backupDir]);
      expect(final.code).toBe(0);
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
      const countBefore = storedMessages(dbPath).size;

      const restored = await runCli('restore-database', [backupPath(final.stdout)]);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`(${countBefore} leads)`);
      const after = storedMessages(dbPath);
      expect(after.size).toBe(countBefore);
      for (const i of acknowledged) expect(after.has(`backup lead ${i}`)).toBe(true);
      const replaced = /kept as (\S+)/.exec(restored.stdout)?.[1] ?? '';
      expect(path.dirname(replaced)).toBe(path.dirname(dbPath));
      expect(path.basename(replaced)).toMatch(/^site\.db\.replaced-\d{8}T\d{6}Z$/);
      expect(storedMessages(replaced).size).toBe(countBefore);
    },
  );

  it('refuses a file that is not a sound database, leaving the current one in place', async () => {
    const junk = path.join(dir, 'junk.db');
    fs.writeFileSync(junk, 'not a database at all');
    const current = path.join(dir, 'current.db');
    new Database(current).exec('CREATE TABLE contact_submissions (id INTEGER PRIMARY KEY)').close();
    const before = fs.readFileSync(current);
    const res = await runCli('restore-database', [junk], current);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`Restore refused: ${junk} is not a site database: file is not a database\n`);
    expect(fs.readFileSync(current).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('current.db.'))).toEqual([]);
  });
});
