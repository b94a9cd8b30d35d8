import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { backupFileName, scheduleBackups, type BackupSchedule } from '../core/db/backup';
import { createLogger } from '../core/logger';
import { createTestApp } from '../test/test-app';

let ctx: ReturnType<typeof createTestApp> | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  ctx = undefined;
});

describe('health endpoints', () => {
  it('/healthz answers JSON, uncached', async () => {
    ctx = createTestApp({ seed: false });
    const res = await request(ctx.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 with a writable, migrated database and reports the mail backlog', async () => {
    ctx = createTestApp({ seed: false });
    const queuedAt = new Date(Date.now() - 90_000).toISOString();
    ctx.db.$client
      .prepare(
        "INSERT INTO mail_outbox (kind, to_address, subject, body, status, next_attempt_at, created_at) VALUES ('lead-notification', 'a@example.com', 's', 'b', ?, ?, ?)",
      )
      .run('pending', queuedAt, queuedAt);
    const res = await request(ctx.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const expected = fs.readdirSync('server/core/db/migrations').filter((f) => f.endsWith('.sql')).length;
    expect(res.body).toMatchObject({
      status: 'ready',
      database: { ok: true },
      migrations: { ok: true, applied: expected, expected },
      outbox: { pending: 1 },
    });
    expect(res.body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
    expect(res.body.outbox.oldestPendingSeconds).toBeLessThan(120);
    expect(res.body).not.toHaveProperty('backups');
  });

  it('/readyz reports the newest backup when backups are on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-backups-'));
    try {
      ctx = createTestApp({ seed: false, health: { backups: { dir, problem: () => null } } });
      expect((await request(ctx.app).get('/readyz')).body.backups).toEqual({ ok: true, lastBackupAt: null });
      for (const at of ['2026-11-20T03:00:00Z', '2026-11-21T03:00:00Z']) {
        fs.writeFileSync(path.join(dir, backupFileName(ctx.dbPath, new Date(at))), '');
      }
      const res = await request(ctx.app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.backups).toEqual({ ok: true, lastBackupAt: '2026-11-21T03:00:00.000Z' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a failing backup is logged, the process carries on, and /readyz reports it', async () => {
    // Tests run as root, who may write anywhere: a folder below a regular file cannot exist for anyone.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-backups-'));
    const file = path.join(parent, 'not-a-folder');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'backups');
    const errors: unknown[] = [];
    let backups: BackupSchedule | undefined;
    try {
      ctx = createTestApp({ seed: false, health: { backups: { dir, problem: () => backups?.problem() ?? null } } });
      backups = scheduleBackups(ctx.db.$client, {
        dir,
        keep: 3,
        log: () => {},
        logError: (err) => errors.push(err),
      });
      await backups.running();
      expect(errors).toHaveLength(1);
      expect((errors[0] as { code?: string }).code).toBe('ENOTDIR');
      const res = await request(ctx.app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ready');
      expect(res.body.backups).toEqual({ ok: false, problem: 'The last backup failed (ENOTDIR)', lastBackupAt: null });
      expect(JSON.stringify(res.body)).not.toContain(parent);
    } finally {
      backups?.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('/readyz answers 503 when the database cannot be written', async () => {
    ctx = createTestApp({ seed: false });
    ctx.db.$client.pragma('query_only = ON');
    const res = await request(ctx.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      status: 'not ready',
      database: { ok: false, problem: 'The database is not writable (SQLITE_READONLY)' },
      migrations: { ok: true },
    });
    ctx.db.$client.pragma('query_only = OFF');
  });

  it('/readyz answers 503 when a migration is missing', async () => {
    ctx = createTestApp({ seed: false });
    ctx.db.$client.exec('DELETE FROM __drizzle_migrations');
    const res = await request(ctx.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.migrations).toMatchObject({ ok: false, applied: 0 });
    expect(res.body.migrations.problem).toMatch(/^\d+ migration\(s\) not applied$/);
  });

  it('/readyz answers 503, without details, when the database is gone', async () => {
    ctx = createTestApp({ seed: false });
    const { app, db } = ctx;
    db.$client.close();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'not ready',
      database: { ok: false, problem: 'The database is not writable' },
      migrations: { ok: false, problem: 'The migrations table cannot be read', expected: expect.any(Number) },
      outbox: { pending: null, oldestPendingSeconds: null },
    });
    expect(JSON.stringify(res.body)).not.toContain(ctx.dbPath);
  });

  it('probes are not written to the request log; other requests are', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    ctx = createTestApp({ seed: false, logger: createLogger('info', sink) });
    await request(ctx.app).get('/healthz');
    await request(ctx.app).get('/readyz');
    await request(ctx.app).get('/api/testimonials');
    const paths = lines.map((l) => (JSON.parse(l) as { req?: { path: string } }).req?.path);
    expect(paths).toEqual(['/api/testimonials']);
  });
});
