/**
 * `npm run db:backup [DIR]`: a consistent, verified copy of the database at DATABASE_PATH, safe
 * while the server runs. DIR defaults to BACKUP_DIR, then ./backups. Exits 1 when it fails.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig } from '../core/config';
import { backupDatabase } from '../core/db/backup';
import { backupMedia } from '../gallery';

const config = readConfig();
const dir = process.argv[2] ?? config.backup.dir ?? './backups';

try {
  const source = new Database(config.databasePath, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  const { file, leads } = await backupDatabase(source, dir);
  source.close();
  console.log(`Backup written and verified (integrity_check ok): ${path.resolve(file)} (${leads} leads)`);
  console.log(`The key file ${config.keyFile} is not in it, by design: keep its own copy apart (docs/deploy.md).`);
  // Photos: a mirror of MEDIA_DIR beside the database copies (docs/deploy.md, Backups).
  const media = backupMedia(config.mediaDir, path.join(dir, 'media'));
  console.log(
    `Photos mirrored to ${path.resolve(dir, 'media')}: ${media.copied} new, ${media.removed} removed, ${media.total} in all`,
  );
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
