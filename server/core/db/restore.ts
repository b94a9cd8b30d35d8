import fs from 'node:fs';
import Database from 'better-sqlite3';
import { fileStamp, verifyDatabaseFile } from './backup';

export const databaseInUseMessage =
  'The database is in use, most likely by the running server. Stop the server first, then restore.';

/**
 * Throws when another process has the database open. A process with the database open in WAL mode
 * holds a shared lock on it (and on the -shm file) for as long as it is open, idle or not, so
 * asking SQLite for an exclusive lock without waiting fails exactly while a server (or any other
 * client process) holds the database, and works after a crash, where a pid file would be stale.
 * These are SQLite's own POSIX file locks: reliable on a local disk, not on a network file system
 * (where SQLite itself is not safe).
 */
function assertNotInUse(databasePath: string): void {
  const conn = new Database(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    conn.pragma('locking_mode = EXCLUSIVE');
    conn.exec('BEGIN EXCLUSIVE');
    conn.exec('COMMIT');
    // Folds any WAL left by a crash into the file, so the replaced copy is complete on its own.
    conn.pragma('wal_checkpoint(TRUNCATE)');
  } catch (err) {
    if (err instanceof Database.SqliteError && /^SQLITE_BUSY/.test(err.code)) throw new Error(databaseInUseMessage);
    throw err;
  } finally {
    conn.close();
  }
}

/**
 * Replaces the database with a verified backup. Refuses while the database is open elsewhere; the
 * database it replaces is kept beside it as `<name>.replaced-<UTC time>`.
 */
export function restoreDatabase({
  backupFile,
  databasePath,
  at = new Date(),
}: {
  backupFile: string;
  databasePath: string;
  at?: Date;
}): { leads: number; replacedFile: string | null } {
  const { leads } = verifyDatabaseFile(backupFile);
  let replacedFile: string | null = null;
  if (fs.existsSync(databasePath)) {
    assertNotInUse(databasePath);
    replacedFile = `${databasePath}.replaced-${fileStamp(at)}`;
    fs.renameSync(databasePath, replacedFile);
    for (const sidecar of ['-wal', '-shm']) {
      if (fs.existsSync(databasePath + sidecar)) fs.renameSync(databasePath + sidecar, replacedFile + sidecar);
    }
  }
  const incoming = `${databasePath}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  fs.renameSync(incoming, databasePath);
  return { leads, replacedFile };
}
