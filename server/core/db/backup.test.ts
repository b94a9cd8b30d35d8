import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { recordTestLead } from '../../test/test-lead';
import { backupDatabase, backupFileName, listBackups, scheduleBackups, verifyDatabaseFile } from './backup';

let ctx: ReturnType<typeof createTestApp>;
let dir: string;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-backups-'));
});
afterEach(async () => {
  await ctx.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backups', () => {
  it('names a backup after the database and the UTC time', () => {
    expect(backupFileName('/var/lib/closets/site.db', new Date('2026-11-22T16:30:05.123Z'))).toBe(
      'site-20261122T163005Z.db',
    );
  });

  it('writes a verified, self-contained copy (no WAL files beside it)', async () => {
    recordTestLead(ctx.db, 'Dana', { message: 'one' });
    recordTestLead(ctx.db, 'Dana', { message: 'two' });
    const { file, leads } = await backupDatabase(ctx.db.$client, dir, new Date('2026-11-22T16:30:00Z'));
    expect(path.basename(file)).toBe('site-20261122T163000Z.db');
    expect(leads).toBe(2);
    expect(verifyDatabaseFile(file)).toEqual({ leads: 2 });
    expect(fs.readdirSync(dir)).toEqual(['site-20261122T163000Z.db']);
  });

  it('the server backs up when the newest copy is a day old, and keeps the newest BACKUP_KEEP', async () => {
    let now = new Date('2026-11-01T03:00:00Z');
    const messages: string[] = [];
    const options = {
      dir,
      keep: 3,
      now: () => now,
      log: (m: string) => messages.push(m),
      logError: (e: unknown) => {
        throw e;
      },
    };
    for (let day = 0; day < 5; day++) {
      const schedule = scheduleBackups(ctx.db.$client, options); // a start (or restart) each day
      await schedule.running();
      schedule.stop();
      // Restarting within the day adds nothing.
      now = new Date(now.getTime() + 23 * 60 * 60 * 1000);
      const again = scheduleBackups(ctx.db.$client, options);
      expect(again.running()).toBeUndefined();
      again.stop();
      now = new Date(now.getTime() + 60 * 60 * 1000);
    }
    expect(listBackups(dir).map((b) => b.at.toISOString())).toEqual([
      '2026-11-03T03:00:00.000Z',
      '2026-11-04T03:00:00.000Z',
      '2026-11-05T03:00:00.000Z',
    ]);
    expect(messages.at(-1)).toBe('Backup written: site-20261105T030000Z.db (0 leads); 1 old backup(s) removed');
  });
});
