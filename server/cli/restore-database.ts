/**
 * `npm run db:restore FILE`: replaces the database at DATABASE_PATH with a backup. Stop the server
 * first: it refuses while the database is open. The replaced database is kept beside it.
 */
import path from 'node:path';
import { readConfig } from '../core/config';
import { restoreDatabase } from '../core/db/restore';
import { restoreMedia } from '../gallery';

const backupFile = process.argv[2];
if (!backupFile) {
  console.error('Usage: npm run db:restore -- <backup file>   (stop the server first)');
  process.exit(1);
}
const { databasePath, mediaDir } = readConfig();

try {
  const { leads, replacedFile } = restoreDatabase({ backupFile, databasePath });
  console.log(`Restored ${path.resolve(backupFile)} to ${path.resolve(databasePath)} (${leads} leads).`);
  if (replacedFile) console.log(`The database it replaced is kept as ${path.resolve(replacedFile)}`);
  const restored = restoreMedia(path.join(path.dirname(backupFile), 'media'), mediaDir);
  console.log(`${restored} photo(s) copied back into ${mediaDir} from the backup's media folder.`);
  console.log('Start the server again; it applies any newer migrations on start.');
} catch (err) {
  console.error(`Restore refused: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
