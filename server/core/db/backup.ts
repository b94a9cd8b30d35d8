import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { repeat } from '../repeat';

/** `site-20261122T163000Z.db`: the database's own name and the UTC time the copy was taken. */
const backupNamePattern = /^(.+)-(\d{8}T\d{6}Z)\.db$/;

/** A UTC time as file names carry it: `20261122T163000Z`. */
export const fileStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export function backupFileName(databasePath: string, at: Date): string {
  const base = path.basename(databasePath).replace(/\.(db|sqlite3?)$/, '') || 'site';
  return `${base}-${fileStamp(at)}.db`;
}

function timeOf(fileName: string): Date | null {
  const stamp = backupNamePattern.exec(fileName)?.[2];
  if (!stamp) return null;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return new Date(iso);
}

/** Backups in `dir`, oldest first, with the time in their names. */
export function listBackups(dir: string): { file: string; at: Date }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ file: path.join(dir, name), at: timeOf(name) }))
    .filter((b): b is { file: string; at: Date } => b.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function latestBackupAt(dir: string): Date | null {
  return listBackups(dir).at(-1)?.at ?? null;
}

/** Deletes all but the newest `keep` backups; returns how many it removed. */
function pruneBackups(dir: string, keep: number): number {
  const old = listBackups(dir).slice(0, -Math.max(1, keep));
  for (const { file } of old) fs.rmSync(file, { force: true });
  return old.length;
}

/**
 * Throws unless `file` is an SQLite database that passes `PRAGMA integrity_check` and holds the
 * site's tables. Returns the number of leads in it.
 */
export function verifyDatabaseFile(file: string): { leads: number } {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed the integrity check: ${String(result)}`);
    const leads = copy.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number };
    return { leads: leads.n };
  } catch (err) {
    if (err instanceof Database.SqliteError) throw new Error(`${file} is not a site database: ${err.message}`);
    throw err;
  } finally {
    copy.close();
  }
}

/**
 * A consistent copy of the live database with SQLite's online backup (safe while the server reads
 * and writes), written under a temporary name, switched to a single self-contained file (no WAL),
 * checked, and only then given its final name.
 */
export async function backupDatabase(
  source: Database.Database,
  dir: string,
  at: Date = new Date(),
): Promise<{ file: string; leads: number }> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(source.name, at));
  const partial = `${file}.partial`;
  try {
    await source.backup(partial);
    const copy = new Database(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const { leads } = verifyDatabaseFile(partial);
    fs.renameSync(partial, file);
    return { file, leads };
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(leftover, { force: true });
  }
}

const hourMs = 60 * 60 * 1000;

export interface BackupSchedule {
  dir: string;
  /** Why the last backup failed, with the error code only (no paths); null once one succeeds. */
  problem(): string | null;
  running(): Promise<void> | undefined;
  stop(): void;
}

/**
 * With BACKUP_DIR set, the server checks every hour and backs up when the newest backup is a day
 * old or missing, so a restart neither skips a day nor adds a copy. Keeps the newest `keep`. A
 * failure is logged, reported by `problem()` (and so by /readyz), and tried again the next hour.
 */
export function scheduleBackups(
  source: Database.Database,
  {
    dir,
    keep,
    now = () => new Date(),
    log,
    logError,
  }: {
    dir: string;
    keep: number;
    now?: () => Date;
    log: (message: string) => void;
    logError: (err: unknown) => void;
  },
): BackupSchedule {
  let running: Promise<void> | undefined;
  let problem: string | null = null;
  const fail = (err: unknown) => {
    const code = (err as { code?: unknown } | null)?.code;
    problem = typeof code === 'string' ? `The last backup failed (${code})` : 'The last backup failed';
    logError(err);
  };
  const check = () => {
    if (running) return;
    const latest = latestBackupAt(dir);
    if (latest && now().getTime() - latest.getTime() < 24 * hourMs) return;
    running = backupDatabase(source, dir, now())
      .then(({ file, leads }) => {
        problem = null;
        const removed = pruneBackups(dir, keep);
        log(`Backup written: ${path.basename(file)} (${leads} leads); ${removed} old backup(s) removed`);
      })
      .catch(fail)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = repeat(check, hourMs, fail);
  return { dir, problem: () => problem, running: () => running, stop: timer.stop };
}
