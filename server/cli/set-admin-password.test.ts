import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs `npm run admin:password -- <password>` as the script itself, on a database in a temp folder. */
function setPassword(env: Record<string, string>) {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/set-admin-password.ts', 'a long enough password'],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
}

describe('npm run admin:password', { timeout: 30_000 }, () => {
  it('on a fresh database creates the owner with the password and seeds nothing, whatever SEED_DEMO_TESTIMONIALS says', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-cli-'));
    const databasePath = path.join(dir, 'site.db');
    const out = setPassword({ DATABASE_PATH: databasePath, SEED_DEMO_TESTIMONIALS: 'true' });
    expect(out).toContain("The owner's password is set");
    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) AS n FROM testimonials').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT email, role, status FROM staff').all()).toEqual([
        { email: 'design@shorelineclosets.com', role: 'owner', status: 'active' },
      ]);
    } finally {
      db.close();
    }
  });
});
