import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseInUseMessage, restoreDatabase } from './restore';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-restore-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function siteDatabase(file: string, leads: number) {
  const db = new Database(file);
  db.exec('CREATE TABLE contact_submissions (id INTEGER PRIMARY KEY, message TEXT)');
  for (let i = 0; i < leads; i++) db.prepare('INSERT INTO contact_submissions (message) VALUES (?)').run(`lead ${i}`);
  db.close();
}

const leadCount = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('restoreDatabase', () => {
  it('after a crash, keeps the replaced database complete: its WAL is folded in, not lost', () => {
    const live = path.join(dir, 'site.db');
    // A server that wrote 30 leads in WAL mode and was killed before any checkpoint.
    const crashed = spawnSync(
      process.execPath,
      [
        '-e',
        `const D = require('better-sqlite3'); const db = new D(${JSON.stringify(live)});
         db.pragma('journal_mode = WAL'); db.pragma('wal_autocheckpoint = 0');
         db.exec('CREATE TABLE contact_submissions (id INTEGER PRIMARY KEY, message TEXT)');
         for (let i = 0; i < 30; i++) db.prepare('INSERT INTO contact_submissions (message) VALUES (?)').run('x');
         process.kill(process.pid, 'SIGKILL');`,
      ],
      { cwd: process.cwd() },
    );
    expect(crashed.signal).toBe('SIGKILL');
    expect(fs.statSync(`${live}-wal`).size).toBeGreaterThan(0);
    const backup = path.join(dir, 'backup.db');
    siteDatabase(backup, 5);

    const { leads, replacedFile } = restoreDatabase({
      backupFile: backup,
      databasePath: live,
      at: new Date('2026-11-22T17:00:00Z'),
    });

    expect(leads).toBe(5);
    expect(replacedFile).toBe(`${live}.replaced-20261122T170000Z`);
    expect(fs.existsSync(`${replacedFile}-wal`)).toBe(false);
    expect(leadCount(replacedFile!)).toBe(30);
    expect(leadCount(live)).toBe(5);
  });

  it('refuses while another process has the database open, even idle', async () => {
    const live = path.join(dir, 'site.db');
    siteDatabase(live, 2);
    const backup = path.join(dir, 'backup.db');
    siteDatabase(backup, 1);
    // A server: opens the database in WAL mode, reads once, then sits idle.
    const server = spawn(
      process.execPath,
      [
        '-e',
        `const D = require('better-sqlite3'); const db = new D(${JSON.stringify(live)});
         db.pragma('journal_mode = WAL'); db.prepare('SELECT count(*) FROM contact_submissions').get();
         console.log('open'); setTimeout(() => {}, 30000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => server.stdout.once('data', resolve));
      expect(() => restoreDatabase({ backupFile: backup, databasePath: live })).toThrow(databaseInUseMessage);
    } finally {
      server.kill('SIGKILL');
    }
    expect(fs.readdirSync(dir).filter((f) => f.includes('replaced'))).toEqual([]);
    expect(leadCount(live)).toBe(2);
  });
});
