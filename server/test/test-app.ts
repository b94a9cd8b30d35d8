import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppOptions } from '../app';
import { openDatabase } from '../core/db/open-database';

/** The real app on a fresh SQLite file in a temp folder; `cleanup` closes and deletes it. */
export function createTestApp(options: Omit<AppOptions, 'db'> & { seed?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-test-'));
  const dbPath = path.join(dir, 'site.db');
  const { seed = true, ...appOptions } = options;
  const db = openDatabase(dbPath, { seed });
  const app = createApp({ db, logError: () => {}, ...appOptions });
  return {
    app,
    db,
    dbPath,
    async cleanup() {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
