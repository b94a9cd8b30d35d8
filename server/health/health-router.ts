import { Router, type Response } from 'express';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { latestBackupAt, type BackupSchedule } from '../core/db/backup';
import { migrationsFolder } from '../core/db/open-database';
import { appliedMigrations, takeWriteLock } from '../core/db/health-queries';
import type { Db } from '../core/db/types';
import { pendingMailSummary } from '../core/mail/outbox';
import { healthPaths } from '../core/http/health-paths';

export interface HealthOptions {
  /** The daily backups when BACKUP_DIR is set: /readyz then reports the newest one and a failure. */
  backups?: Pick<BackupSchedule, 'dir' | 'problem'>;
  /** Photos uploaded and not yet processed: /readyz reports the backlog. */
  photoBacklog?: () => number;
}

type Check = { ok: true } | { ok: false; problem: string };

const failed = (problem: string, err: unknown): Check => {
  const code = (err as { code?: unknown }).code;
  return { ok: false, problem: typeof code === 'string' ? `${problem} (${code})` : problem };
};

/** A write lock taken and released: fails on a read-only, locked, full-disk or closed database. */
function databaseWritable(db: Db): Check {
  try {
    takeWriteLock(db);
    return { ok: true };
  } catch (err) {
    return failed('The database is not writable', err);
  }
}

/** Every migration of the migrations folder is recorded in drizzle's table. */
function migrationsApplied(db: Db, expected: { hash: string }[]): Check & { applied?: number; expected: number } {
  try {
    const rows = appliedMigrations(db);
    const applied = new Set(rows.map((r) => r.hash));
    const missing = expected.filter((m) => !applied.has(m.hash)).length;
    return missing === 0
      ? { ok: true, applied: rows.length, expected: expected.length }
      : { ok: false, problem: `${missing} migration(s) not applied`, applied: rows.length, expected: expected.length };
  } catch (err) {
    return { ...failed('The migrations table cannot be read', err), expected: expected.length };
  }
}

/**
 * A failing backup is reported, but leaves the site ready: it still serves pages and takes leads,
 * and a 503 would only take the one instance out of service.
 */
function backupState({ dir, problem }: NonNullable<HealthOptions['backups']>) {
  let lastBackupAt: string | null = null;
  try {
    lastBackupAt = latestBackupAt(dir)?.toISOString() ?? null;
  } catch (err) {
    return { ...failed('The backup folder cannot be read', err), lastBackupAt };
  }
  const failure = problem();
  return failure ? { ok: false, problem: failure, lastBackupAt } : { ok: true, lastBackupAt };
}

function outboxBacklog(db: Db, now: Date) {
  try {
    const row = pendingMailSummary(db);
    const oldestPendingSeconds = row.oldest
      ? Math.max(0, Math.round((now.getTime() - Date.parse(row.oldest)) / 1000))
      : null;
    return { pending: row.pending, oldestPendingSeconds };
  } catch {
    return { pending: null, oldestPendingSeconds: null };
  }
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/**
 * `GET /healthz`: the process answers (touches nothing). `GET /readyz`: 200 when the database is
 * writable and fully migrated, else 503; also reports the mail backlog and the backups.
 * Neither carries a secret: no paths, addresses or error messages, only SQLite error codes.
 */
export function healthRouter(db: Db, { backups, photoBacklog }: HealthOptions = {}): Router {
  const expectedMigrations = readMigrationFiles({ migrationsFolder });
  const router = Router();

  router.get(healthPaths.live, (_req, res) => {
    noStore(res).json({ status: 'ok' });
  });

  router.get(healthPaths.ready, (_req, res) => {
    const now = new Date();
    const database = databaseWritable(db);
    const migrations = migrationsApplied(db, expectedMigrations);
    const ready = database.ok && migrations.ok;
    noStore(res)
      .status(ready ? 200 : 503)
      .json({
        status: ready ? 'ready' : 'not ready',
        database,
        migrations,
        outbox: outboxBacklog(db, now),
        ...(backups ? { backups: backupState(backups) } : {}),
        ...(photoBacklog ? { photos: { processing: photoBacklog() } } : {}),
      });
  });

  return router;
}
